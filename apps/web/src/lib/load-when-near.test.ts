import { describe, expect, it } from 'vitest';
import { throttle } from './load-when-near.ts';

describe('the infinite-scroll throttle (spec 4: at most once a second)', () => {
  it('drops calls inside the second and lets the next one through after it', () => {
    let now = 10_000;
    let loads = 0;
    const load = throttle(
      () => (loads += 1),
      1000,
      () => now,
    );
    load();
    now += 999;
    load();
    expect(loads).toBe(1);
    now += 1;
    load();
    expect(loads).toBe(2);
  });
});
