import { createHash, timingSafeEqual } from 'node:crypto';
import { VERIFICATION } from '@lobby/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
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

const captchaError = () => appError('CAPTCHA_INVALID', 'Verification code error');

/**
 * Consumes a captcha: one UPDATE that only matches an unused, unexpired row with this answer,
 * so two requests racing with the right answer cannot both pass. Wrong, expired, used and
 * unknown all answer CAPTCHA_INVALID (spec 8 'Verification code error').
 */
export async function verifyCaptcha(db: DbOrTx, captchaId: string, code: string): Promise<void> {
  const used = await db
    .update(t.captcha)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(t.captcha.id, captchaId),
        isNull(t.captcha.usedAt),
        gt(t.captcha.expiresAt, sql`now()`),
        eq(t.captcha.codeHash, captchaHash(captchaId, code)),
      ),
    )
    .returning({ id: t.captcha.id });
  if (used.length === 0) throw captchaError();
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
