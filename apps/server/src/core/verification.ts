import { createHash, timingSafeEqual } from 'node:crypto';
import { VERIFICATION } from '@lobby/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { appError } from './errors.ts';

// Checking captchas and SMS codes. Here rather than in features/verification, so accounts
// (login, registration, password reset) can consume them too: features never import each other.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Salted with the captcha id, so one answer's hash says nothing about another captcha. */
export const captchaHash = (captchaId: string, code: string) => sha256(`${captchaId}:${code}`);

/** Bound to the number and purpose, so a code for one flow is no use in another. */
export function smsCodeHash(key: SmsCodeKey, code: string): string {
  return sha256(`${key.purpose}:${key.countryDialingCode}:${key.mobileNum}:${code}`);
}

export interface SmsCodeKey {
  purpose: (typeof t.SMS_CODE_PURPOSES)[number];
  countryDialingCode: string;
  mobileNum: string;
}

const CAPTCHA_ERRORS = {
  CAPTCHA_INVALID: 'The captcha was wrong; please enter the new one.',
  CAPTCHA_EXPIRED: 'The captcha has expired; please enter the new one.',
} as const;

type CaptchaOutcome = 'ok' | keyof typeof CAPTCHA_ERRORS;

function captchaOutcome(
  row: { codeHash: string; expired: boolean } | undefined,
  answer: string,
): CaptchaOutcome {
  if (!row) return 'CAPTCHA_INVALID';
  if (row.expired) return 'CAPTCHA_EXPIRED';
  return timingSafeEqual(Buffer.from(row.codeHash), Buffer.from(answer)) ? 'ok' : 'CAPTCHA_INVALID';
}

/**
 * Consumes a captcha with any answer, right or wrong (issue 8 item 3): one UPDATE marks an
 * unused row used and returns its hash and whether it had expired, so each image allows exactly
 * one guess, and of requests racing on one id only the first finds the row unused. An expired
 * captcha answers CAPTCHA_EXPIRED whatever the answer; a wrong, used or unknown one
 * CAPTCHA_INVALID. Either way the web shows a new image. Give it a Db, or a transaction that
 * commits even when the caller fails, so that a refused answer still uses the captcha up.
 */
export async function verifyCaptcha(db: DbOrTx, captchaId: string, code: string): Promise<void> {
  const [row] = await db
    .update(t.captcha)
    .set({ usedAt: sql`now()` })
    .where(and(eq(t.captcha.id, captchaId), isNull(t.captcha.usedAt)))
    .returning({
      codeHash: t.captcha.codeHash,
      expired: sql<boolean>`${t.captcha.expiresAt} <= now()`,
    });
  const outcome = captchaOutcome(row, captchaHash(captchaId, code));
  if (outcome !== 'ok') throw appError(outcome, CAPTCHA_ERRORS[outcome]);
}

type SmsOutcome = 'ok' | 'SMS_CODE_INVALID' | 'SMS_CODE_EXPIRED' | 'SMS_CODE_TOO_MANY_TRIES';

const SMS_ERRORS: Record<Exclude<SmsOutcome, 'ok'>, string> = {
  SMS_CODE_INVALID: 'Please enter a valid verification code',
  SMS_CODE_EXPIRED: 'The verification code has expired; request a new one.',
  SMS_CODE_TOO_MANY_TRIES: 'Too many wrong codes; request a new one.',
};

/** The codes sent to one number for one purpose. */
export function smsCodesOf(key: SmsCodeKey) {
  return and(
    eq(t.smsCode.purpose, key.purpose),
    eq(t.smsCode.countryDialingCode, key.countryDialingCode),
    eq(t.smsCode.mobileNum, key.mobileNum),
  );
}

/**
 * Consumes the newest unconsumed code for this number and purpose. A wrong code costs a try;
 * once VERIFICATION.smsCodeMaxAttempts are spent the code is dead, even for the right answer.
 * Needs a Db (not a Tx): the counted try must commit even though the caller gets an error.
 */
export async function consumeSmsCode(db: Db, key: SmsCodeKey & { code: string }): Promise<void> {
  const outcome = await db.transaction(async (tx): Promise<SmsOutcome> => {
    const [row] = await tx
      .select({
        id: t.smsCode.id,
        codeHash: t.smsCode.codeHash,
        attempts: t.smsCode.attempts,
        expired: sql<boolean>`${t.smsCode.expiresAt} <= now()`,
      })
      .from(t.smsCode)
      .where(and(smsCodesOf(key), isNull(t.smsCode.consumedAt)))
      .orderBy(desc(t.smsCode.createdAt), desc(t.smsCode.id))
      .limit(1)
      .for('update');
    if (!row) return 'SMS_CODE_INVALID';
    if (row.attempts >= VERIFICATION.smsCodeMaxAttempts) return 'SMS_CODE_TOO_MANY_TRIES';
    if (row.expired) return 'SMS_CODE_EXPIRED';
    const right = timingSafeEqual(Buffer.from(row.codeHash), Buffer.from(smsCodeHash(key, key.code)));
    await tx
      .update(t.smsCode)
      .set(right ? { consumedAt: sql`now()` } : { attempts: sql`${t.smsCode.attempts} + 1` })
      .where(eq(t.smsCode.id, row.id));
    return right ? 'ok' : 'SMS_CODE_INVALID';
  });
  if (outcome !== 'ok') throw appError(outcome, SMS_ERRORS[outcome]);
}
