import { randomBytes } from 'node:crypto';
import { API_PATHS } from '@lobby/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { sandboxNotification } from '../providers/payment/sandbox.ts';
import { resolveSandboxSecret } from '../providers/payment/secret.ts';
import { createTestMember } from './members.ts';
import { auth, type TestApp } from './test-app.ts';

// What the cashier's tests share: members ready to withdraw, calls, signed notifications, and
// the money invariants (docs/money.md), each figure read from the ledger.

export const PAYMENT_PASSWORD = 'pay 2468 lantern';
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const key = () => randomBytes(9).toString('hex');
export const path = (template: string, id: string | number) => template.replace(':id', String(id));

/** A member; with `ready`, a bound card and a payment password (the withdrawal check's conditions). */
export async function readyMember(db: Db, options: { ready?: boolean; isTrial?: boolean } = {}) {
  const member = await createTestMember(
    db,
    options.isTrial
      ? { customerType: 4, isTrial: true, trialExpiresAt: new Date(Date.now() + 3_600_000) }
      : {},
  );
  let cardId = 0;
  if (options.ready) {
    const [card] = await db
      .insert(s.bankCard)
      .values({
        memberId: member.member.id,
        bankCode: 'KBZ',
        bankName: 'KBZ Bank',
        cardNumber: `99${String(member.member.id).padStart(12, '0')}`,
        payeeName: 'Aung Aung',
      })
      .returning();
    cardId = card?.id ?? 0;
    await db
      .update(s.member)
      .set({ paymentPasswordHash: await hashPassword(PAYMENT_PASSWORD) })
      .where(eq(s.member.id, member.member.id));
  }
  return { ...member, cardId, headers: bearer(member.token) };
}

export const cashierMember = (t: TestApp, options: { ready?: boolean; isTrial?: boolean } = {}) =>
  readyMember(t.db, options);

export function sandboxSecret(t: TestApp) {
  return resolveSandboxSecret(t.config.dataDir, t.config.sandboxGatewaySecret);
}

export const callbackPath = API_PATHS.gatewayCallback.replace(':provider', 'sandbox');

/** Posts the sandbox's signed notification for an order, as the gateway would. */
export function notify(
  t: TestApp,
  order: { orderNo: string; amountMinor: number; currency?: string },
  status: 'paid' | 'cancelled' | 'failed',
  options: { secret?: string; now?: number } = {},
) {
  const { body, headers } = sandboxNotification(
    options.secret ?? sandboxSecret(t),
    { currency: 'MMK', ...order, language: 'en', returnPath: '/m/voucherCenter' },
    status,
    options.now,
  );
  return t.app.inject({ method: 'POST', url: callbackPath, headers, payload: body });
}

export const operator = (t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(t.token), ...(payload ? { payload } : {}) });

/** Credits a member through an approved manual deposit, as the operator would. */
export async function fund(t: TestApp, headers: Record<string, string>, amount: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.manualDeposit,
    headers,
    payload: {
      channelCode: 'kbz-transfer',
      receivingAccountId: 1,
      amount,
      payerName: 'Aung Aung',
      reference: 'REF1',
      requestKey: key(),
    },
  });
  const id = res.json().value.id as string;
  await operator(t, 'POST', path(API_PATHS.operatorDepositApprove, id));
  return id;
}

export async function rowCount(
  db: DbOrTx,
  table: typeof s.deposit | typeof s.withdrawal | typeof s.ledgerTransfer,
) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * Issue 11 acceptance item 1's invariants, each read from the ledger: every wallet equals the sum
 * of its posted transfers and holds the sum of its pending ones; no negative wallet; all accounts
 * sum to zero; every transfer key at most once; and the member wallets equal deposits + bonuses +
 * adjustments - withdrawals paid, read from the merchant accounts. Answers the problems found.
 */
export async function moneyProblems(db: DbOrTx): Promise<string[]> {
  const problems: string[] = [];
  const q = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const wallets = await q(sql`
    select w.id, w.balance_minor, w.held_minor,
      coalesce(sum(case when t.state = 'posted' then case when t.direction = 'credit' then t.amount_minor else -t.amount_minor end end), 0) as posted,
      coalesce(sum(case when t.state = 'pending' then t.amount_minor end), 0) as pending
    from wallet w left join ledger_transfer t on t.wallet_id = w.id group by w.id`);
  for (const w of wallets) {
    if (num(w.balance_minor) !== num(w.posted))
      problems.push(`wallet ${w.id}: balance ${w.balance_minor} != entries ${w.posted}`);
    if (num(w.held_minor) !== num(w.pending))
      problems.push(`wallet ${w.id}: held ${w.held_minor} != pending ${w.pending}`);
    if (num(w.balance_minor) < 0 || num(w.balance_minor) - num(w.held_minor) < 0)
      problems.push(`wallet ${w.id} negative`);
  }
  const accounts = await q(sql`
    select a.code, a.kind, coalesce(sum(case when t.direction = 'debit' then t.amount_minor else -t.amount_minor end), 0) as balance
    from merchant_account a left join ledger_transfer t on t.merchant_account_id = a.id and t.state = 'posted'
    group by a.code, a.kind`);
  const walletTotal = wallets.reduce((sum, w) => sum + num(w.balance_minor), 0);
  const accountTotal = accounts.reduce((sum, a) => sum + num(a.balance), 0);
  if (walletTotal + accountTotal !== 0) problems.push(`accounts sum to ${walletTotal + accountTotal}, not 0`);
  const balanceOf = (match: (code: string, kind: string) => boolean) =>
    accounts.filter((a) => match(String(a.code), String(a.kind))).reduce((sum, a) => sum + num(a.balance), 0);
  // A merchant account is negative by what it paid members, positive by what it received.
  const deposits = -balanceOf(
    (code, kind) =>
      (kind === 'bank_clearing' && code !== 'bank_clearing:withdrawal') || kind === 'gateway_clearing',
  );
  const bonuses = -balanceOf((_c, kind) => kind === 'bonus_expense');
  const adjustments = -balanceOf((_c, kind) => kind === 'adjustments' || kind === 'trial_credit');
  const withdrawalsPaid = balanceOf((code) => code === 'bank_clearing:withdrawal');
  if (walletTotal !== deposits + bonuses + adjustments - withdrawalsPaid) {
    problems.push(`wallets ${walletTotal} != ${deposits} + ${bonuses} + ${adjustments} - ${withdrawalsPaid}`);
  }
  // The same figures from the business rows: the ledger holds exactly what was approved and paid.
  const [rows] = await q(sql`select
    (select coalesce(sum(amount_minor), 0) from deposit where state = 'approved') as deposits,
    (select coalesce(sum(bonus_minor), 0) from deposit where state = 'approved') as bonuses,
    (select coalesce(sum(amount_minor), 0) from withdrawal where state = 'paid') as paid`);
  if (num(rows?.deposits) !== deposits)
    problems.push(`approved deposits ${rows?.deposits} != clearing ${deposits}`);
  if (num(rows?.bonuses) !== bonuses)
    problems.push(`approved bonuses ${rows?.bonuses} != bonus account ${bonuses}`);
  if (num(rows?.paid) !== withdrawalsPaid)
    problems.push(`paid withdrawals ${rows?.paid} != ${withdrawalsPaid}`);
  const dupes = await q(
    sql`select transfer_key from ledger_transfer group by transfer_key having count(*) > 1`,
  );
  if (dupes.length > 0)
    problems.push(`transfer keys applied twice: ${dupes.map((d) => d.transfer_key).join(', ')}`);
  // Business rows agree with their transfers: approved deposits and only they were credited, etc.
  const depositMismatch = await q(sql`
    select d.id, d.state, t.state as transfer_state from deposit d
    left join ledger_transfer t on t.transfer_key = 'deposit:' || d.id
    where (d.state = 'approved') <> (t.id is not null and t.state = 'posted')`);
  for (const d of depositMismatch)
    problems.push(`deposit ${d.id} ${d.state} but transfer ${d.transfer_state}`);
  const withdrawalMismatch = await q(sql`
    select w.id, w.state, t.state as transfer_state from withdrawal w
    left join ledger_transfer t on t.transfer_key = 'withdrawal:' || w.id
    where t.id is null or t.state <> case w.state when 'pending' then 'pending' when 'paid' then 'posted' else 'voided' end`);
  for (const w of withdrawalMismatch)
    problems.push(`withdrawal ${w.id} ${w.state} but transfer ${w.transfer_state}`);
  // Turnover moved with its deposit: what each member was ever required is what was approved.
  const turnover = await q(sql`
    select d.member_id, sum(d.amount_minor * s.deposit_turnover_multiple + d.bonus_minor * d.bonus_turnover_multiple) as expected,
      coalesce((select required_total_minor from member_turnover m where m.member_id = d.member_id), 0) as required
    from deposit d cross join (select coalesce(max(deposit_turnover_multiple), 1) as deposit_turnover_multiple from cashier_settings) s
    where d.state = 'approved' group by d.member_id`);
  for (const r of turnover) {
    if (num(r.expected) !== num(r.required))
      problems.push(`member ${r.member_id}: turnover ${r.required} != ${r.expected}`);
  }
  return problems;
}
