import { BalanceResponse } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MERCHANT_ACCOUNTS, transfer } from '../../core/ledger.ts';
import * as s from '../../db/schema/index.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

function balance(headers: Record<string, string> = {}) {
  return t.app.inject({ url: '/api/wallet/balance', headers });
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function sessionOf(memberId: number, values: Partial<typeof s.memberSession.$inferInsert>) {
  return t.db.update(s.memberSession).set(values).where(eq(s.memberSession.memberId, memberId));
}

describe('GET /api/wallet/balance', () => {
  it('answers "0.00" and the merchant currency symbol for a new member', async () => {
    const { token } = await createTestMember(t.db);
    const res = await balance(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { sumBalance: '0.00', currencySymbol: 'K' } });
  });

  it('formats minor units with exactly 2 decimals', async () => {
    const { token, wallet } = await createTestMember(t.db);
    await t.db.transaction((tx) =>
      transfer(tx, {
        transferKey: 'a',
        kind: 'adjustment',
        walletId: wallet.id,
        account: MERCHANT_ACCOUNTS.adjustments,
        direction: 'credit',
        amountMinor: 12345,
      }),
    );
    const res = await balance(bearer(token));
    expect(BalanceResponse.parse(res.json().value)).toEqual({ sumBalance: '123.45', currencySymbol: 'K' });
  });

  it.each([
    ['no header', {}],
    ['another scheme', { authorization: 'Basic abc' }],
    ['an unknown token', bearer('x'.repeat(43))],
  ])('answers 401 UNAUTHORIZED with %s', async (_name, headers) => {
    const res = await balance(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
  });

  it('answers 401 SESSION_EXPIRED for an expired session', async () => {
    const { member, token } = await createTestMember(t.db);
    await sessionOf(member.id, { expiresAt: new Date(Date.now() - 1000) });
    const res = await balance(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('answers 401 SESSION_EXPIRED once a trial member’s trial is over', async () => {
    const { token } = await createTestMember(t.db, {
      customerType: 4,
      isTrial: true,
      trialExpiresAt: new Date(Date.now() - 1000),
    });
    const res = await balance(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_EXPIRED');
  });

  it.each([
    ['logout', 'SESSION_REVOKED'],
    ['password_changed', 'SESSION_PASSWORD_CHANGED'],
  ] as const)('answers 401 for a session revoked by %s', async (reason, code) => {
    const { member, token } = await createTestMember(t.db);
    await sessionOf(member.id, { revokedAt: new Date(), revokedReason: reason });
    const res = await balance(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(code);
  });

  it('answers 403 ACCOUNT_DISABLED for a disabled member', async () => {
    const { member, token } = await createTestMember(t.db);
    await t.db.update(s.member).set({ status: 'disabled' }).where(eq(s.member.id, member.id));
    const res = await balance(bearer(token));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_DISABLED');
  });

  it('moves last_seen_at when it is over a minute old, and not again within the minute', async () => {
    const { member, token } = await createTestMember(t.db);
    const lastSeen = async () =>
      (await t.db.select().from(s.memberSession).where(eq(s.memberSession.memberId, member.id)))[0]
        ?.lastSeenAt;
    const old = new Date(Date.now() - 5 * 60_000);
    await sessionOf(member.id, { lastSeenAt: old });
    await balance(bearer(token));
    const touched = await lastSeen();
    expect(touched?.getTime()).toBeGreaterThan(old.getTime());
    await balance(bearer(token));
    expect((await lastSeen())?.getTime()).toBe(touched?.getTime());
  });
});
