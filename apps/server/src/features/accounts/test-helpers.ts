import { randomInt } from 'node:crypto';
import { type ApiErrorBody, StartupConfig, type WhiteLabelFlag } from '@lobby/shared';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
// The browser's own function (WebCrypto, global in Node 20): the tests send what the web app sends.
import { encryptPayload } from '../../../../web/src/lib/payload-crypto.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as s from '../../db/schema.ts';
import { type SmsCodeKey, smsCodeHash } from '../../db/verification.ts';
import { ENCRYPTED } from '../../test/accounts.ts';
import type { TestApp } from '../../test/test-app.ts';

// Shared by the accounts API tests: requests from chosen client IPs (the account limits count
// per IP), row counts for "nothing was written", SMS codes with known answers, flag switches.

// A random start, so counters kept in a shared Redis by an earlier run are not met again.
let ipCounter = randomInt(0, 1 << 20);
/** A client IP no other request of this test file used, so no per-IP limit carries over. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Sends `body` encrypted, as the web app does, from `ip` (a fresh one by default). */
export async function sendFrom(
  t: TestApp,
  method: 'PUT' | 'POST',
  url: string,
  body: object,
  ip = freshIp(),
) {
  const config = await t.app.inject({ url: '/api/merchant/config' });
  const key = StartupConfig.parse(config.json().value).payloadKey;
  const payload = await encryptPayload(body, key);
  return t.app.inject({ method, url, headers: ENCRYPTED, payload, remoteAddress: ip });
}

/** Rows in the tables a registration, login or trial writes. */
export async function rowCounts(db: DbOrTx) {
  const rows = async (
    table: typeof s.member | typeof s.wallet | typeof s.ledgerEntry | typeof s.memberSession,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    member: await rows(s.member),
    wallet: await rows(s.wallet),
    ledgerEntry: await rows(s.ledgerEntry),
    memberSession: await rows(s.memberSession),
  };
}

export interface Answer {
  statusCode: number;
  json(): unknown;
}

/**
 * Sends, expects `status`, and expects no member, wallet, ledger entry or session written;
 * answers the error body.
 */
export async function refused(db: DbOrTx, send: () => Promise<Answer>, status: number) {
  const before = await rowCounts(db);
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(await rowCounts(db)).toEqual(before);
  return (res.json() as { error: ApiErrorBody }).error;
}

/** An unconsumed SMS code with a known answer, stored the way POST sms-code stores one. */
export async function knownSmsCode(db: DbOrTx, key: SmsCodeKey, code = '246810') {
  const [row] = await db
    .insert(s.smsCode)
    .values({ ...key, codeHash: smsCodeHash(key, code), expiresAt: new Date(Date.now() + 300_000) })
    .returning({ id: s.smsCode.id });
  return { code, id: row?.id ?? 0 };
}

let mobileCounter = 0;
/** A Malaysian mobile number no other test of this file used. */
export function freshMobile(): { countryDialingCode: string; mobileNum: string } {
  mobileCounter += 1;
  return { countryDialingCode: '+60', mobileNum: `1${String(mobileCounter).padStart(8, '0')}` };
}

export async function setFlag(db: DbOrTx, code: WhiteLabelFlag, enabled: boolean) {
  await db.update(s.whiteLabelFlag).set({ enabled }).where(eq(s.whiteLabelFlag.code, code));
}

export async function setRule(db: DbOrTx, field: string, enabled: boolean, required: boolean) {
  await db.update(s.registrationRule).set({ enabled, required }).where(eq(s.registrationRule.field, field));
}

/** Runs `fn` with the flags switched, then switches them back to what they were. */
export async function withFlags<T>(
  db: DbOrTx,
  flags: Partial<Record<WhiteLabelFlag, boolean>>,
  fn: () => Promise<T>,
): Promise<T> {
  const before = await db.select().from(s.whiteLabelFlag);
  for (const [code, enabled] of Object.entries(flags)) await setFlag(db, code as WhiteLabelFlag, enabled);
  try {
    return await fn();
  } finally {
    for (const row of before) await setFlag(db, row.code as WhiteLabelFlag, row.enabled);
  }
}
