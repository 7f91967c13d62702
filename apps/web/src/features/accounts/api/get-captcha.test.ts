import { VERIFICATION } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { captchaRenewalDelayMs } from './get-captcha.ts';

describe('captchaRenewalDelayMs (issue 8 item 3)', () => {
  it.each([
    [VERIFICATION.captchaLifetimeSeconds, 110_000],
    [120, 110_000],
    [40, 30_000],
    [8, 6_000],
    [4, 3_000],
    [1, 1_000],
  ])('renews an image that lives %s s after %s ms: before the server refuses it', (seconds, ms) => {
    expect(captchaRenewalDelayMs(seconds)).toBe(ms);
  });
});
