import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS } from '../../core/session-lifetime.ts';
import * as s from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/session-tokens.ts';
import { membersNamed } from '../../test/accounts-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createMember, createSession } from './service.ts';

const t = useTestApp();

describe('createMember', () => {
  it('stores a lower-case account, hashed passwords and a wallet in the merchant currency', async () => {
    const { member, wallet } = await t.db.transaction((tx) =>
      createMember(tx, {
        account: 'Alice01',
        password: 'lantern river 2031',
        paymentPassword: '654321',
        nickname: 'Al',
      }),
    );
    expect(member).toMatchObject({
      account: 'alice01',
      nickname: 'Al',
      customerType: 0,
      status: 'active',
      firstTimeLogin: true,
      vipLevel: 0,
      isTrial: false,
    });
    expect(await verifyPassword(member.passwordHash, 'lantern river 2031')).toBe(true);
    expect(member.paymentPasswordHash).not.toBe(member.passwordHash);
    expect(await verifyPassword(member.paymentPasswordHash ?? '', '654321')).toBe(true);
    expect(wallet).toMatchObject({ memberId: member.id, currency: 'MMK', balanceMinor: 0 });
  });

  it('leaves no member behind when its wallet cannot be created', async () => {
    // A currency code the wallet's CHECK refuses makes the wallet insert, the second write, fail.
    await t.db.update(s.merchant).set({ currencyCode: 'kyat' });
    try {
      await expect(
        t.db.transaction((tx) => createMember(tx, { account: 'bob01', password: 'lantern river 2031' })),
      ).rejects.toMatchObject({ cause: { constraint: 'wallet_currency_iso' } });
    } finally {
      await t.db.update(s.merchant).set({ currencyCode: 'MMK' });
    }
    expect(await membersNamed(t.db, 'bob01')).toEqual([]);
  });

  it('refuses a second member with the same account, whatever its case', async () => {
    await t.db.transaction((tx) => createMember(tx, { account: 'carol01', password: 'lantern river 2031' }));
    await expect(
      t.db.transaction((tx) => createMember(tx, { account: 'CAROL01', password: 'lantern river 2031' })),
    ).rejects.toMatchObject({ cause: { constraint: 'member_account_unique' } });
    expect(await membersNamed(t.db, 'carol01')).toHaveLength(1);
  });
});

describe('createSession', () => {
  it('stores only the hash of the token, with the session lifetime', async () => {
    const { member } = await t.db.transaction((tx) =>
      createMember(tx, { account: 'dave01', password: 'lantern river 2031' }),
    );
    const before = Date.now();
    const { token, expiresAt } = await createSession(t.db, member.id, {
      userAgent: 'test',
      ip: '203.0.113.9',
    });
    const rows = await t.db.select().from(s.memberSession).where(eq(s.memberSession.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tokenHash: hashToken(token), userAgent: 'test', ip: '203.0.113.9' });
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(expiresAt.getTime());
    expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(SESSION_ABSOLUTE_MS - 1000);
    expect(expiresAt.getTime() - before).toBeLessThanOrEqual(SESSION_ABSOLUTE_MS + 1000);
  });
});
