import { VERIFICATION } from '@lobby/shared';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { MERCHANT_ID } from '../../core/merchant-config.ts';
import { type SmsCodeKey, smsCodesOf } from '../../core/verification.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** How long an expired captcha is kept, so its late answer still hears "expired", not "wrong". */
export const EXPIRED_CAPTCHA_KEPT_SECONDS = 3600;
/** The most expired captchas one new captcha removes: the table shrinks as fast as it grows. */
export const EXPIRED_CAPTCHA_BATCH = 20;

/**
 * Stores a captcha and removes up to EXPIRED_CAPTCHA_BATCH captchas that expired over an hour
 * ago (issue 23 item 23: rows were never deleted). Each issue removes more than it adds, so the
 * table holds about an hour's captchas, on every node, with no timer and no lock.
 */
export async function insertCaptcha(db: DbOrTx, id: string, codeHash: string, lifetimeSeconds: number) {
  await db.execute(sql`
    delete from ${t.captcha} where ${t.captcha.id} in (
      select ${t.captcha.id} from ${t.captcha}
      where ${t.captcha.expiresAt} < now() - make_interval(secs => ${EXPIRED_CAPTCHA_KEPT_SECONDS})
      limit ${EXPIRED_CAPTCHA_BATCH})`);
  await db.insert(t.captcha).values({
    id,
    codeHash,
    expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})`,
  });
}

export async function merchantName(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ name: t.merchant.name })
    .from(t.merchant)
    .where(eq(t.merchant.id, MERCHANT_ID));
  return row?.name;
}

/**
 * Serialises code requests for one number across server nodes until the transaction ends, so
 * two racing requests cannot both pass the resend and daily checks.
 */
export async function lockNumber(tx: Tx, key: SmsCodeKey) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`sms:${key.countryDialingCode}${key.mobileNum}`}))`,
  );
}

const lastDay = sql`now() - interval '24 hours'`;

/** Seconds until this number may have another code for this purpose (<= 0: now). */
export async function secondsUntilResend(db: DbOrTx, key: SmsCodeKey): Promise<number> {
  const [row] = await db
    .select({
      wait: sql`ceil(extract(epoch from max(${t.smsCode.createdAt}) + make_interval(secs => ${VERIFICATION.smsResendSeconds}) - now()))`.mapWith(
        Number,
      ),
    })
    .from(t.smsCode)
    .where(smsCodesOf(key));
  return row?.wait ?? 0;
}

/** Seconds until the oldest of the counted codes leaves the 24-hour window. */
const dayWait =
  sql`ceil(extract(epoch from min(${t.smsCode.createdAt}) + interval '24 hours' - now()))`.mapWith(Number);

/**
 * Codes sent in the last 24 hours to this number (any purpose) and from this IP, each with the
 * seconds until one of them leaves the window (the 429's Retry-After).
 */
export async function codesInLastDay(db: DbOrTx, key: SmsCodeKey, ip: string) {
  const [perNumber] = await db
    .select({ n: count(), wait: dayWait })
    .from(t.smsCode)
    .where(
      and(
        eq(t.smsCode.countryDialingCode, key.countryDialingCode),
        eq(t.smsCode.mobileNum, key.mobileNum),
        gt(t.smsCode.createdAt, lastDay),
      ),
    );
  const [perIp] = await db
    .select({ n: count(), wait: dayWait })
    .from(t.smsCode)
    .where(and(eq(t.smsCode.ip, ip), gt(t.smsCode.createdAt, lastDay)));
  return {
    perNumber: { n: perNumber?.n ?? 0, wait: perNumber?.wait ?? 0 },
    perIp: { n: perIp?.n ?? 0, wait: perIp?.wait ?? 0 },
  };
}

export async function insertSmsCode(db: DbOrTx, key: SmsCodeKey, codeHash: string, ip: string) {
  const [row] = await db
    .insert(t.smsCode)
    .values({
      ...key,
      codeHash,
      ip,
      expiresAt: sql`now() + make_interval(mins => ${VERIFICATION.smsCodeExpiredMinutes})`,
    })
    .returning({ id: t.smsCode.id });
  if (!row) throw new Error('sms_code insert returned no row');
  return row.id;
}

export async function deleteSmsCode(db: DbOrTx, id: number) {
  await db.delete(t.smsCode).where(eq(t.smsCode.id, id));
}
