import type { ApiErrorBody, WhiteLabelFlag } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { type SmsCodeKey, smsCodeHash } from '../core/verification.ts';
import type { DbOrTx } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { freshIp, knownCaptcha, sendEncrypted } from './accounts.ts';
import { countRows } from './rows.ts';
import type { TestApp } from './test-app.ts';

// Shared by the accounts API tests: the calls they make (from fresh client IPs: the account
// limits count per IP), registration bodies, row counts for "nothing was written", SMS codes
// with known answers, flag switches.

export const register = (t: TestApp, body: object, ip?: string) =>
  sendEncrypted(t, 'PUT', '/api/accounts/register', body, ip);

/** POST /api/accounts/trial for the demo's trial module, from `ip` (a fresh one by default). */
export const startTrial = (t: TestApp, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/trial',
    payload: { module: 'FREEPLAY3' },
    remoteAddress: ip,
  });

let usernameCounter = 0;
/** A username no other test of this file used (the username rule: a-z, then a-z0-9, 4-16). */
export function freshUsername(): string {
  usernameCounter += 1;
  return `reg${Date.now().toString(36).slice(-6)}${usernameCounter}`;
}

/** A valid username-method registration with a known captcha; `overrides` win. */
export async function registrationBody(db: DbOrTx, overrides: Record<string, unknown> = {}) {
  return {
    username: freshUsername(),
    password: 'lantern river 2031',
    confirmPassword: 'lantern river 2031',
    registerMethod: 'H5',
    type: 0,
    ...(await knownCaptcha(db)),
    ...overrides,
  };
}

export const membersNamed = (db: DbOrTx, account: string) =>
  db.select().from(s.member).where(eq(s.member.account, account));

export const walletsOf = (db: DbOrTx, memberId: number) =>
  db.select().from(s.wallet).where(eq(s.wallet.memberId, memberId));

/** Rows in the tables a registration, login or trial writes. */
export async function rowCounts(db: DbOrTx) {
  return {
    member: await countRows(db, s.member),
    wallet: await countRows(db, s.wallet),
    ledgerTransfer: await countRows(db, s.ledgerTransfer),
    memberSession: await countRows(db, s.memberSession),
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
/** A Myanmar mobile number (the demo merchant's country) no other test of this file used. */
export function freshMobile(): { countryDialingCode: string; mobileNum: string } {
  mobileCounter += 1;
  return { countryDialingCode: '+95', mobileNum: `9${String(mobileCounter).padStart(8, '0')}` };
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

/**
 * The limits count in clock-aligned windows (15 min, 1 h). Starts the file's clock just after
 * the next full hour, so no window ends during a test; the clock runs on from there. Forward,
 * never back: captchas and sessions made on this clock stay valid by the database's own clock.
 */
export function startAfterFullHour() {
  beforeAll(() => {
    const hour = 60 * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Math.ceil(Date.now() / hour) * hour + 1000);
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
