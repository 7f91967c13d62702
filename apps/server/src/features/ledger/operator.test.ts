import { API_PATHS, type MemberEvent } from '@lobby/shared';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memoryMemberEvents } from '../../core/member-events.ts';
import * as s from '../../db/schema/index.ts';
import { createTestMember } from '../../test/members.ts';
import { auth, useTestApp } from '../../test/test-app.ts';
import { adjustBalance } from './operator.ts';

// Issue 11 operator items: "adjust a member's balance with a reason (from/to the adjustments
// account)", "print the merchant's position", "every action is audited with the operator and
// the before/after state" (decisions 061, 062), on PGlite and PostgreSQL.
const t = useTestApp();

const path = (account: string) => API_PATHS.operatorAdjustments.replace(':account', account);
const adjust = (account: string, payload: unknown, headers = auth()) =>
  t.app.inject({ method: 'POST', url: path(account), headers, payload: payload as object });
const position = () => t.app.inject({ url: API_PATHS.operatorLedgerPosition, headers: auth() });

async function walletState(walletId: number) {
  const [w] = await t.db.select().from(s.wallet).where(eq(s.wallet.id, walletId));
  const transfers = await t.db.select().from(s.ledgerTransfer).where(eq(s.ledgerTransfer.walletId, walletId));
  return { balance: w?.balanceMinor, transfers: transfers.length };
}
const audits = () => t.db.select().from(s.operatorAudit).where(eq(s.operatorAudit.command, 'adjust'));

describe('POST operatorAdjustments', () => {
  it('credits from the adjustments account and audits the reason and the balances before and after', async () => {
    const { member, wallet } = await createTestMember(t.db);
    const res = await adjust(member.account, {
      amountMinor: 1500,
      direction: 'credit',
      reason: 'Goodwill for ticket 42',
      requestKey: 'r-credit-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      replayed: false,
      transferKey: 'adjustment:r-credit-1',
      balanceMinor: 1500,
      changes: [
        { field: `wallet.${member.account}.balanceMinor`, before: 0, after: 1500 },
        {
          field: 'transfer.adjustment:r-credit-1',
          before: null,
          after: { direction: 'credit', amountMinor: 1500, reason: 'Goodwill for ticket 42' },
        },
      ],
    });
    const [row] = await t.db
      .select()
      .from(s.ledgerTransfer)
      .where(eq(s.ledgerTransfer.transferKey, 'adjustment:r-credit-1'));
    expect(row).toMatchObject({
      kind: 'adjustment',
      direction: 'credit',
      state: 'posted',
      referenceType: 'adjustment',
    });
    const [audit] = await t.db.select().from(s.operatorAudit).orderBy(desc(s.operatorAudit.id)).limit(1);
    expect(audit).toMatchObject({ actor: 'operator', command: 'adjust' });
    // And a debit back, with the balance before being the one after the credit.
    const back = await adjust(member.account, {
      amountMinor: 500,
      direction: 'debit',
      reason: 'Part reversed',
      requestKey: 'r-debit-1',
    });
    expect(back.json().value.changes[0]).toEqual({
      field: `wallet.${member.account}.balanceMinor`,
      before: 1500,
      after: 1000,
    });
    expect(await walletState(wallet.id)).toEqual({ balance: 1000, transfers: 2 });
  });

  it('answers a retry with the same request key as the first call, moving and auditing nothing', async () => {
    const { member, wallet } = await createTestMember(t.db);
    const body = { amountMinor: 300, direction: 'credit', reason: 'Retry me', requestKey: 'r-retry' };
    expect((await adjust(member.account, body)).json().value.replayed).toBe(false);
    const auditCount = (await audits()).length;
    const again = await adjust(member.account, body);
    expect(again.json().value).toEqual({
      replayed: true,
      transferKey: 'adjustment:r-retry',
      balanceMinor: 300,
      changes: [],
    });
    expect(await walletState(wallet.id)).toEqual({ balance: 300, transfers: 1 });
    expect((await audits()).length).toBe(auditCount);
    const other = await adjust(member.account, { ...body, amountMinor: 301 });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('refuses a debit beyond the balance with 409 INSUFFICIENT_BALANCE, writing no transfer and no audit', async () => {
    const { member, wallet } = await createTestMember(t.db);
    const auditCount = (await audits()).length;
    const res = await adjust(member.account, {
      amountMinor: 1,
      direction: 'debit',
      reason: 'Too much',
      requestKey: 'r-low',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('INSUFFICIENT_BALANCE');
    expect(await walletState(wallet.id)).toEqual({ balance: 0, transfers: 0 });
    expect((await audits()).length).toBe(auditCount);
  });

  it.each([
    ['reason', { amountMinor: 100, direction: 'credit', requestKey: 'v1' }],
    ['reason', { amountMinor: 100, direction: 'credit', reason: '   ', requestKey: 'v2' }],
    ['amountMinor', { amountMinor: 0, direction: 'credit', reason: 'x', requestKey: 'v3' }],
    ['amountMinor', { amountMinor: 1.5, direction: 'credit', reason: 'x', requestKey: 'v4' }],
    ['direction', { amountMinor: 100, direction: 'sideways', reason: 'x', requestKey: 'v5' }],
    ['requestKey', { amountMinor: 100, direction: 'credit', reason: 'x', requestKey: 'has space' }],
  ])('answers 400 VALIDATION_ERROR naming %s, writing nothing', async (field, body) => {
    const { member, wallet } = await createTestMember(t.db);
    const res = await adjust(member.account, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toContain(field);
    expect(await walletState(wallet.id)).toEqual({ balance: 0, transfers: 0 });
  });

  it('answers 404 for an unknown member and 401 without the operator token', async () => {
    const body = { amountMinor: 100, direction: 'credit', reason: 'x', requestKey: 'n1' };
    const missing = await adjust('nobodyhere', body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const { member } = await createTestMember(t.db);
    expect((await adjust(member.account, body, { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('publishes the new balance to the member once the adjustment has committed', async () => {
    const { member } = await createTestMember(t.db);
    const events = memoryMemberEvents();
    const seen: MemberEvent[] = [];
    events.subscribe(member.id, (event) => seen.push(event));
    await adjustBalance(t.db, events, member.account, {
      amountMinor: 12345,
      direction: 'credit',
      reason: 'x',
      requestKey: 'ev-1',
    });
    expect(seen).toEqual([
      { type: 'balance', sumBalance: '123.45', availableBalance: '123.45', currencySymbol: 'K' },
    ]);
    // A retry moved nothing, so it tells the member nothing.
    await adjustBalance(t.db, events, member.account, {
      amountMinor: 12345,
      direction: 'credit',
      reason: 'x',
      requestKey: 'ev-1',
    });
    expect(seen).toHaveLength(1);
  });
});

describe('GET operatorLedgerPosition', () => {
  it('answers the adjustments account as the opposite of what it paid members, and every check clean', async () => {
    const res = await position();
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    const adjustments = value.accounts.find((a: { code: string }) => a.code === 'adjustments');
    expect(adjustments.balanceMinor).toBe(-value.wallets.fromTransfersMinor);
    expect(value.totalMinor).toBe(0);
    expect(value.ok).toBe(true);
  });

  it('answers 401 without the operator token', async () => {
    expect((await t.app.inject({ url: API_PATHS.operatorLedgerPosition })).statusCode).toBe(401);
  });
});
