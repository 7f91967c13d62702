import { describe, expect, it } from 'vitest';
import { lockScroll } from './scroll-lock.ts';

/** Just enough of an element for the lock: a class list. */
function fakeRoot() {
  const classes = new Set<string>();
  const classList = { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) };
  return { root: { classList } as unknown as HTMLElement, locked: () => classes.has('scroll-locked') };
}

describe('lockScroll (spec 2.1: no page scroll under a modal)', () => {
  it('stays locked until the last of stacked modals closes', () => {
    const { root, locked } = fakeRoot();
    const menu = lockScroll(root);
    const picker = lockScroll(root);
    expect(locked()).toBe(true);
    picker();
    expect(locked()).toBe(true);
    menu();
    expect(locked()).toBe(false);
  });

  it('ignores a second release of the same lock', () => {
    const { root, locked } = fakeRoot();
    const first = lockScroll(root);
    first();
    const second = lockScroll(root);
    first();
    expect(locked()).toBe(true);
    second();
    expect(locked()).toBe(false);
  });
});
