import type { DepositState } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import { MERCHANT_ACCOUNTS, transfer } from '../../core/ledger.ts';
import { addRequirement } from '../../core/turnover.ts';
import type { Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { readSettings } from './settings.ts';

// A deposit's one way to its final state (decision 063). Approval moves the money, the bonus and
// the turnover requirement with the state change in ONE transaction: a crash leaves either all
// of it or none. Transfer keys `deposit:<id>` and `deposit-bonus:<id>` make a second approval
// move nothing even if a state check were ever bypassed.

export type DepositRow = typeof t.deposit.$inferSelect;

export async function lockDeposit(tx: Tx, id: number): Promise<DepositRow | null> {
  const [row] = await tx.select().from(t.deposit).where(eq(t.deposit.id, id)).for('update');
  return row ?? null;
}

const clearingOf = (row: DepositRow, channelCode: string) =>
  row.type === 'gateway' && row.provider
    ? MERCHANT_ACCOUNTS.gatewayClearing(row.provider)
    : MERCHANT_ACCOUNTS.bankClearing(channelCode);

/** Credits the deposit and its bonus and adds the turnover; the row must be locked by the caller. */
export async function approveLocked(tx: Tx, row: DepositRow): Promise<DepositRow> {
  const [channel] = await tx
    .select({ code: t.depositChannel.code })
    .from(t.depositChannel)
    .where(eq(t.depositChannel.id, row.channelId));
  if (!channel) throw new Error(`deposit ${row.id} has no channel`);
  const reference = { type: 'deposit', id: row.id };
  const bonus = await bonusOnApproval(tx, row);
  await transfer(tx, {
    transferKey: `deposit:${row.id}`,
    kind: 'deposit',
    walletId: row.walletId,
    account: clearingOf(row, channel.code),
    direction: 'credit',
    amountMinor: row.amountMinor,
    reference,
  });
  if (bonus.bonusMinor > 0) {
    await transfer(tx, {
      transferKey: `deposit-bonus:${row.id}`,
      kind: 'bonus',
      walletId: row.walletId,
      account: MERCHANT_ACCOUNTS.bonusExpense,
      direction: 'credit',
      amountMinor: bonus.bonusMinor,
      reference,
    });
  }
  const settings = await readSettings(tx);
  await addRequirement(
    tx,
    row.memberId,
    row.amountMinor * settings.depositTurnoverMultiple + bonus.bonusMinor * bonus.bonusTurnoverMultiple,
  );
  return setState(tx, row.id, 'approved', null);
}

/**
 * Records the member's first approved deposit (the primary key of member_first_deposit lets one
 * approval only write it) and answers the bonus this approval pays. A first-deposit promotion
 * pays only in the approval that wrote that row: a second deposit made while the first was
 * pending keeps its amount and loses the bonus, which the deposit row then shows as 0.
 */
async function bonusOnApproval(tx: Tx, row: DepositRow) {
  const first = await tx
    .insert(t.memberFirstDeposit)
    .values({ memberId: row.memberId, depositId: row.id })
    .onConflictDoNothing()
    .returning({ depositId: t.memberFirstDeposit.depositId });
  const paid = { bonusMinor: row.bonusMinor, bonusTurnoverMultiple: row.bonusTurnoverMultiple };
  if (row.bonusMinor === 0 || row.promotionId === null || first.length > 0) return paid;
  const [promotion] = await tx
    .select({ kind: t.depositPromotion.kind })
    .from(t.depositPromotion)
    .where(eq(t.depositPromotion.id, row.promotionId));
  if (promotion?.kind !== 'first_deposit') return paid;
  await tx.update(t.deposit).set({ bonusMinor: 0, bonusTurnoverMultiple: 0 }).where(eq(t.deposit.id, row.id));
  return { bonusMinor: 0, bonusTurnoverMultiple: 0 };
}

export async function setState(tx: Tx, id: number, state: DepositState, reason: string | null) {
  const [updated] = await tx
    .update(t.deposit)
    .set({ state, reason, resolvedAt: new Date() })
    .where(eq(t.deposit.id, id))
    .returning();
  if (!updated) throw new Error(`deposit ${id} vanished`);
  return updated;
}

export const notPending = (row: DepositRow) =>
  appError('TRANSFER_NOT_PENDING', `This deposit was already ${row.state}.`);

/** The operator's approval: pending only; approving an approved deposit answers it again. */
export async function approveDeposit(tx: Tx, id: number): Promise<{ row: DepositRow; changed: boolean }> {
  const row = await lockDeposit(tx, id);
  if (!row) throw appError('NOT_FOUND', 'No such deposit.');
  if (row.state === 'approved') return { row, changed: false };
  if (row.state !== 'pending') throw notPending(row);
  return { row: await approveLocked(tx, row), changed: true };
}

/** The operator's rejection (with a reason) or the member's cancel: nothing ever moved. */
export async function closeDeposit(
  tx: Tx,
  id: number,
  state: 'rejected' | 'cancelled' | 'failed',
  reason: string | null,
): Promise<{ row: DepositRow; changed: boolean }> {
  const row = await lockDeposit(tx, id);
  if (!row) throw appError('NOT_FOUND', 'No such deposit.');
  if (row.state === state) return { row, changed: false };
  if (row.state !== 'pending') throw notPending(row);
  return { row: await setState(tx, id, state, reason), changed: true };
}
