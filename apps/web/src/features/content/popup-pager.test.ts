import { describe, expect, it } from 'vitest';
import { pagerState } from './popup-pager.ts';

describe('pagerState (spec 4: previous disabled on the first page)', () => {
  it.each([
    [0, 1, '1 / 1', true, true],
    [0, 3, '1 / 3', true, false],
    [1, 3, '2 / 3', false, false],
    [2, 3, '3 / 3', false, true],
  ])('page %i of %i', (index, total, label, previousDisabled, nextDisabled) => {
    expect(pagerState(index, total)).toEqual({ label, previousDisabled, nextDisabled });
  });
});
