import { describe, expect, it } from 'vitest';
import { loadStrengthCheck } from './password-strength.ts';

// Issue 8 item 8: the meter reads passwords as the server does (decision 033).

describe('loadStrengthCheck', () => {
  it.each([
    ['password123', 'common'],
    ['lantern81234', 'personal'],
    ['Kp9#mZ2!', 'guessable'],
    ['the quiet lantern drifts over seven rivers', undefined],
  ])('%j -> %s', async (password, weakness) => {
    const check = await loadStrengthCheck();
    expect(check(password, ['lantern8']).weakness).toBe(weakness);
  });

  it('scores grow with the password', async () => {
    const check = await loadStrengthCheck();
    expect(check('abc', []).score).toBeLessThan(check('the quiet lantern drifts', []).score);
  });
});
