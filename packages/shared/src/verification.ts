import { z } from 'zod/mini';
import { VALIDATION_RULES } from './validation.ts';

// Captcha and SMS verification codes (issue 3 "Captcha", "SMS codes"; spec 5, 7, 9).

const SMS_CODE_EXPIRED_MINUTES = 2;

/** spec 9: the send-code countdown after a send answered `expiredMinutes` (not the firebase route). */
export function smsCountdownSeconds(expiredMinutes: number): number {
  return expiredMinutes * 60;
}

/** Server-side choices the spec leaves open (docs/decisions/010), defined once. */
export const VERIFICATION = {
  /** spec 5 and 9: at most 6 digits; 5 keeps it readable on a phone. */
  captchaLength: 5,
  captchaLifetimeSeconds: 120,
  /** spec 5 and 9: at most 10 digits. */
  smsCodeLength: 6,
  /**
   * One number for three things (decision 010): the code's lifetime, answered as
   * value.expiredMinutes (spec 7), the web's countdown (expiredMinutes x 60, spec 4 and 9) and
   * the server's resend window. 2 minutes: a late SMS is still valid, a lost one costs 2 minutes.
   */
  smsCodeExpiredMinutes: SMS_CODE_EXPIRED_MINUTES,
  /** At most 5 tries per code (issue 3); the sixth fails even when right. */
  smsCodeMaxAttempts: 5,
  /** The same length as the web's countdown, so the button unlocks when the server allows it. */
  smsResendSeconds: smsCountdownSeconds(SMS_CODE_EXPIRED_MINUTES),
  /** Rolling 24 hours, counted in sms_code, so the caps hold across server nodes. */
  smsDailyPerNumber: 10,
  smsDailyPerIp: 20,
} as const;

// 'payment': a payment-password reset, checked against the member's own number (issue 11).
export const SMS_CODE_PURPOSES = ['login', 'register', 'reset', 'payment'] as const;
export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];

/** spec 6: the module id sent with the SMS call. */
export const SMS_CODE_MODULE = 'VERIFICATION3';

/**
 * GET captcha (spec 7: value carries the base64 PNG; the id binds the answer to this image).
 * `expiresInSeconds` lets the web change the image before the server would refuse it, counted
 * on the device's own clock (decision 032).
 */
export const CaptchaResponse = z.object({
  captchaId: z.string(),
  /** Base64 PNG, without a data: prefix. */
  image: z.string(),
  expiresInSeconds: z.number(),
});
export type CaptchaResponse = z.infer<typeof CaptchaResponse>;

/** A captcha answer as typed by the member: digits, at most 6 (spec 5). */
export const CaptchaCode = z.string().check(z.regex(/^\d{1,6}$/, 'expected at most 6 digits'));

export const CountryDialingCode = z
  .string()
  .check(z.regex(/^\+\d{1,4}$/, 'expected a country dialing code such as +95'));
/** The spec 5 mobileNum rule (docs/decisions/011), under the name the verification calls use. */
export const MobileNum = VALIDATION_RULES.mobileNum;
/** spec 5: numeric, at most 10 digits. */
export const SmsCode = z.string().check(z.regex(/^\d{1,10}$/, 'expected at most 10 digits'));

/** POST send SMS code (spec 7). */
export const SmsCodeRequest = z.strictObject({
  purpose: z.enum(SMS_CODE_PURPOSES),
  countryDialingCode: CountryDialingCode,
  mobileNum: MobileNum,
  module: z.optional(z.literal(SMS_CODE_MODULE)),
});
export type SmsCodeRequest = z.infer<typeof SmsCodeRequest>;

export const SmsCodeResponse = z.object({ expiredMinutes: z.number() });
export type SmsCodeResponse = z.infer<typeof SmsCodeResponse>;
