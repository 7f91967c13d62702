import type {
  RecordsQuery,
  Withdrawal,
  WithdrawalOptionsResponse,
  WithdrawalRequest,
  WithdrawalsResponse,
} from '@lobby/shared';
import { and, count, desc, eq, gte, inArray, isNull, sum } from 'drizzle-orm';
import { appError, validationError } from '../../core/errors.ts';
import { idKeyset } from '../../core/keyset-cursor.ts';
import { holdTransfer, MERCHANT_ACCOUNTS, postTransfer, voidTransfer, walletOf } from '../../core/ledger.ts';
import { boundBankCard, checkPaymentPassword, maskCardNumber } from '../../core/member-security.ts';
import { MERCHANT_ID } from '../../core/merchant-config.ts';
import { merchantDayStart } from '../../core/merchant-days.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import { formatMinorUnits } from '../../lib/money.ts';
import { toMinor } from './amounts.ts';
import { dateBounds } from './deposits.ts';
import { toWithdrawal } from './records.ts';
import { type CashierSettings, readSettings } from './settings.ts';
import { withdrawalCheck } from './withdrawal-check.ts';

// Withdrawals (spec 7 "withdraw": bank cards, request, report; decision 065). The request holds
// the amount under `withdrawal:<id>` at once; the member's cancel and the operator's reject void
// it, the operator's pay posts it, each exactly once.

/** Where withdrawn money goes: the merchant's bank, paying members out. */
export const WITHDRAWAL_ACCOUNT = MERCHANT_ACCOUNTS.bankClearing('withdrawal');
const COUNTED_STATES = ['pending', 'paid'] as const;

type Row = typeof t.withdrawal.$inferSelect;

async function usedToday(db: DbOrTx, memberId: number, settings: CashierSettings) {
  const [row] = await db
    .select({ n: count(), total: sum(t.withdrawal.amountMinor) })
    .from(t.withdrawal)
    .where(
      and(
        eq(t.withdrawal.memberId, memberId),
        inArray(t.withdrawal.state, [...COUNTED_STATES]),
        gte(t.withdrawal.createdAt, merchantDayStart(settings.timeZone)),
      ),
    );
  return { count: row?.n ?? 0, amountMinor: Number(row?.total ?? 0) };
}

export async function withdrawalOptions(db: Db, memberId: number): Promise<WithdrawalOptionsResponse> {
  const settings = await readSettings(db);
  const [used, wallet, cards, merchant] = await Promise.all([
    usedToday(db, memberId, settings),
    walletOf(db, memberId),
    db
      .select()
      .from(t.bankCard)
      .where(and(eq(t.bankCard.memberId, memberId), isNull(t.bankCard.removedAt)))
      .orderBy(desc(t.bankCard.isDefault), t.bankCard.id),
    db.select({ symbol: t.merchant.currencySymbol }).from(t.merchant).where(eq(t.merchant.id, MERCHANT_ID)),
  ]);
  return {
    minAmount: formatMinorUnits(settings.withdrawalMinMinor),
    maxAmount: formatMinorUnits(settings.withdrawalMaxMinor),
    dailyCountLimit: settings.withdrawalDailyCount,
    dailyAmountLimit: formatMinorUnits(settings.withdrawalDailyAmountMinor),
    usedTodayCount: used.count,
    usedTodayAmount: formatMinorUnits(used.amountMinor),
    availableBalance: formatMinorUnits(wallet ? wallet.balanceMinor - wallet.heldMinor : 0),
    currencySymbol: merchant[0]?.symbol ?? '',
    cards: cards.map((c) => ({
      id: c.id,
      bankName: c.bankName,
      cardNumber: maskCardNumber(c.cardNumber),
      payeeName: c.payeeName,
    })),
  };
}

async function withCard(db: DbOrTx, row: Row): Promise<Withdrawal> {
  const [card] = await db.select().from(t.bankCard).where(eq(t.bankCard.id, row.cardId));
  return toWithdrawal(row, card ?? { bankName: '', cardNumber: '' });
}

export interface RequestContext {
  member: { id: number; isTrial: boolean };
  /** The one counter of wrong payment passwords, shared with the security centre (decision 056). */
  passwordCounter: AttemptCounter;
}

/** Places the request and holds its amount; the same request key answers the first result. */
export async function requestWithdrawal(
  db: Db,
  { member, passwordCounter }: RequestContext,
  input: WithdrawalRequest,
): Promise<{ withdrawal: Withdrawal; created: boolean }> {
  const amountMinor = toMinor(input.amount);
  const [previous] = await db
    .select()
    .from(t.withdrawal)
    .where(and(eq(t.withdrawal.memberId, member.id), eq(t.withdrawal.requestKey, input.requestKey)));
  if (previous) {
    if (previous.amountMinor !== amountMinor || previous.cardId !== input.cardId) {
      throw appError('IDEMPOTENCY_CONFLICT', 'This request key was already used for another withdrawal.');
    }
    return { withdrawal: await withCard(db, previous), created: false };
  }
  const check = await withdrawalCheck(db, member);
  if (!check.allowed) {
    throw appError('WITHDRAWAL_NOT_ALLOWED', 'Withdrawal is not allowed yet.', { value: { check } });
  }
  const card = await boundBankCard(db, member.id, input.cardId);
  if (!card) throw appError('NOT_FOUND', 'No such bank card.', { field: 'cardId' });
  const settings = await readSettings(db);
  if (amountMinor < settings.withdrawalMinMinor || amountMinor > settings.withdrawalMaxMinor) {
    throw validationError(
      'amount',
      `must be between ${formatMinorUnits(settings.withdrawalMinMinor)} and ${formatMinorUnits(settings.withdrawalMaxMinor)}`,
    );
  }
  await checkPaymentPassword(db, passwordCounter, member.id, input.paymentPassword);
  const row = await db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, member.id);
    // Under the wallet's lock: two requests at once cannot both pass the daily limits.
    const used = await usedToday(tx, member.id, settings);
    if (
      used.count + 1 > settings.withdrawalDailyCount ||
      used.amountMinor + amountMinor > settings.withdrawalDailyAmountMinor
    ) {
      throw appError('WITHDRAWAL_DAILY_LIMIT', "Today's withdrawal limit has been reached.");
    }
    const [inserted] = await tx
      .insert(t.withdrawal)
      .values({
        memberId: member.id,
        walletId: wallet.id,
        cardId: card.id,
        amountMinor,
        requestKey: input.requestKey,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null; // A concurrent retry with the same key won: answer its row below.
    await holdTransfer(tx, {
      transferKey: `withdrawal:${inserted.id}`,
      kind: 'withdrawal',
      walletId: wallet.id,
      account: WITHDRAWAL_ACCOUNT,
      direction: 'debit',
      amountMinor,
      reference: { type: 'withdrawal', id: inserted.id },
    });
    return inserted;
  });
  if (!row) return requestWithdrawal(db, { member, passwordCounter }, input);
  return { withdrawal: await withCard(db, row), created: true };
}

async function lockWallet(tx: Tx, memberId: number) {
  const [wallet] = await tx.select().from(t.wallet).where(eq(t.wallet.memberId, memberId)).for('update');
  if (!wallet) throw appError('NOT_FOUND', 'No such wallet.');
  return wallet;
}

async function lockWithdrawal(tx: Tx, id: number, memberId?: number) {
  const [row] = await tx
    .select()
    .from(t.withdrawal)
    .where(
      and(eq(t.withdrawal.id, id), memberId === undefined ? undefined : eq(t.withdrawal.memberId, memberId)),
    )
    .for('update');
  if (!row) throw appError('NOT_FOUND', 'No such withdrawal.');
  return row;
}

const notPending = (row: Row) =>
  appError('TRANSFER_NOT_PENDING', `This withdrawal was already ${row.state}.`);

/**
 * Ends a pending withdrawal: `paid` posts the held transfer, `cancelled` (the member) and
 * `rejected` (the operator, with a reason) void it. Repeating the same end answers it unchanged.
 */
export async function resolveWithdrawal(
  db: Db,
  id: number,
  to: 'paid' | 'cancelled' | 'rejected',
  options: {
    memberId?: number;
    reason?: string;
    /** Runs in the same transaction once the state changed (the operator's audit row). */
    onChange?: (tx: Tx, before: Row, after: Row) => Promise<unknown>;
  } = {},
): Promise<{ row: Row; withdrawal: Withdrawal; changed: boolean }> {
  const { row, changed } = await db.transaction(async (tx) => {
    const locked = await lockWithdrawal(tx, id, options.memberId);
    if (locked.state === to) return { row: locked, changed: false };
    if (locked.state !== 'pending') throw notPending(locked);
    const key = `withdrawal:${locked.id}`;
    if (to === 'paid') await postTransfer(tx, key);
    else await voidTransfer(tx, key);
    const [updated] = await tx
      .update(t.withdrawal)
      .set({ state: to, reason: options.reason ?? null, resolvedAt: new Date() })
      .where(eq(t.withdrawal.id, locked.id))
      .returning();
    if (!updated) throw new Error(`withdrawal ${id} vanished`);
    await options.onChange?.(tx, locked, updated);
    return { row: updated, changed: true };
  });
  return { row, withdrawal: await withCard(db, row), changed };
}

export async function listWithdrawals(
  db: Db,
  memberId: number,
  query: RecordsQuery,
  timeZone: string,
): Promise<WithdrawalsResponse> {
  const keyset = idKeyset(query, t.withdrawal.id);
  const rows = await db
    .select({ w: t.withdrawal, bankName: t.bankCard.bankName, cardNumber: t.bankCard.cardNumber })
    .from(t.withdrawal)
    .innerJoin(t.bankCard, eq(t.bankCard.id, t.withdrawal.cardId))
    .where(
      and(
        eq(t.withdrawal.memberId, memberId),
        keyset.after,
        ...dateBounds(t.withdrawal.createdAt, query, timeZone),
      ),
    )
    .orderBy(desc(t.withdrawal.id))
    .limit(keyset.ask);
  const { page, nextCursor } = keyset.page(rows, (r) => r.w.id);
  return { list: page.map((r) => toWithdrawal(r.w, r)), nextCursor };
}

export async function withdrawalOf(db: Db, memberId: number, id: number): Promise<Withdrawal> {
  const [row] = await db
    .select()
    .from(t.withdrawal)
    .where(and(eq(t.withdrawal.id, id), eq(t.withdrawal.memberId, memberId)));
  if (!row) throw appError('NOT_FOUND', 'No such withdrawal.');
  return withCard(db, row);
}
