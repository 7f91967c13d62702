import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as s from '../db/schema/index.ts';
import { bearer, freshIp } from './accounts.ts';
import type { TestApp } from './test-app.ts';

// What the security centre's API tests share: calls through the real app, outbox reads.

export const DIAL = '+95';
export const freshNumber = () => `97${randomInt(10_000_000, 99_999_999)}`;
export const KBZ_ACCOUNT = '12345678901234567';
/** A Luhn-valid 16-digit number, for the MPU bank. */
export const MPU_CARD = '9503000000000003';

export function call(
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: freshIp(),
    ...(payload === undefined ? {} : { payload }),
  });
}

export const bind = (t: TestApp, token: string, body: Record<string, unknown> = {}) =>
  call(t, token, 'POST', '/api/security/bank-cards', {
    bankCode: 'KBZ',
    cardNumber: KBZ_ACCOUNT,
    payeeName: 'Aung Aung',
    ...body,
  });

/** The newest text sent to `recipient` with this outbox purpose. */
export async function lastMessage(t: TestApp, recipient: string, purpose: string) {
  const [row] = await t.db
    .select()
    .from(s.outboxMessage)
    .where(eq(s.outboxMessage.recipient, recipient))
    .orderBy(desc(s.outboxMessage.id))
    .limit(1);
  expect(row?.purpose).toBe(purpose);
  return row?.body ?? '';
}

export const rows = async (t: TestApp, memberId: number) => ({
  cards: await t.db.select().from(s.bankCard).where(eq(s.bankCard.memberId, memberId)),
  member: (await t.db.select().from(s.member).where(eq(s.member.id, memberId)))[0],
});
