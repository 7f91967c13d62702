import { and, desc, eq, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { createToken } from '../lib/session-tokens.ts';
import { freshIp, walletBalance } from './accounts.ts';
import type { TestApp } from './test-app.ts';

// What the password tests share: links, e-mails, sessions and logins, through the real API
// where the flow under test would use it.

/** A plain JSON post from a fresh client address, so per-IP limits of one test never reach another. */
export function post(t: TestApp, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
}

/** POST /api/passwords/reset/check: is this link live, and whose is it? */
export const checkLink = (t: TestApp, token: string) => post(t, '/api/passwords/reset/check', { token });

/** The reset e-mails sent to `address`, newest first. */
export const emailsTo = (db: Db, address: string) =>
  db
    .select()
    .from(s.outboxMessage)
    .where(and(eq(s.outboxMessage.recipient, address), eq(s.outboxMessage.purpose, 'email-reset')))
    .orderBy(desc(s.outboxMessage.id));

/** Waits for the `count`-th reset e-mail to `address` (it is sent after the answer). */
export async function waitForEmail(db: Db, address: string, count = 1) {
  const rows = await vi.waitFor(
    async () => {
      const rows = await emailsTo(db, address);
      expect(rows.length).toBeGreaterThanOrEqual(count);
      return rows;
    },
    { timeout: 10_000, interval: 20 },
  );
  const body = rows[0]?.body ?? '';
  const link = /(\S+\/m\/forget\?token=(\S+))/.exec(body);
  if (!link?.[1] || !link[2]) throw new Error(`no link in ${body}`);
  return { message: rows[0], link: link[1], token: decodeURIComponent(link[2]) };
}

/** A live link for the member, stored the way the forgot-password call stores one. */
export async function insertLink(db: Db, memberId: number, minutes = 30) {
  const { token, hash } = createToken();
  await db.insert(s.passwordReset).values({
    memberId,
    tokenHash: hash,
    expiresAt: sql`now() + make_interval(mins => ${minutes})`,
  });
  return token;
}

/** A second login of the member, as from another device. */
export async function openSession(db: Db, memberId: number) {
  const { token, hash } = createToken();
  await db
    .insert(s.memberSession)
    .values({ memberId, tokenHash: hash, expiresAt: new Date(Date.now() + 3_600_000) });
  return token;
}

/** The status and error code a member call answers with this session. */
export async function sessionAnswer(t: TestApp, token: string) {
  const res = await walletBalance(t, token);
  return { status: res.statusCode, code: res.statusCode === 200 ? null : (res.json().error.code as string) };
}

export async function memberRow(db: Db, memberId: number) {
  const [row] = await db.select().from(s.member).where(eq(s.member.id, memberId));
  if (!row) throw new Error(`no member ${memberId}`);
  return row;
}

export async function passwordIs(db: Db, memberId: number, password: string) {
  return verifyPassword((await memberRow(db, memberId)).passwordHash, password);
}
