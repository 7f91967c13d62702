import { describe, expect, it } from 'vitest';
import { openHelpIndex } from './help-rules.ts';

describe('openHelpIndex (spec 2.13: i selects the open item, default 0)', () => {
  it.each([
    [null, 6, 0, 'no i: the first'],
    ['2', 6, 2, 'i=2: the third item'],
    ['0', 6, 0, 'i=0: the first'],
    ['5', 6, 5, 'the last item'],
    ['6', 6, 0, 'one past the end: the first'],
    ['99', 6, 0, 'far out of range: the first'],
    ['-1', 6, 0, 'negative: the first'],
    ['1.5', 6, 0, 'not whole: the first'],
    ['abc', 6, 0, 'not a number: the first'],
    ['', 6, 0, 'empty: the first'],
    [' 2', 6, 0, 'with a space: the first'],
    ['02', 6, 2, 'a leading zero still counts'],
    ['1e1', 20, 0, 'exponent notation is not a number here'],
    ['0', 0, 0, 'no items at all: 0 (nothing opens)'],
  ] as const)('i=%s of %i items -> %i (%s)', (raw, count, expected, _why) => {
    expect(openHelpIndex(raw, count)).toBe(expected);
  });
});
