import { DEPOSIT_STATES, WITHDRAWAL_STATES } from '@lobby/shared';
import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { appError } from '../../core/errors.ts';
import { type Change, recordAudit } from '../../core/operator-audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';
import { approveDeposit, closeDeposit } from './deposit-resolve.ts';
import { depositOrderNo } from './records.ts';
import { resolveWithdrawal } from './withdrawals.ts';

// The operator's cashier work (issue 11 "Operator"): pending deposits and withdrawals, approve,
// reject with a reason, pay. Each action and its audit row (before/after) commit together.

export const OperatorListQuery = z.object({
  state: z.optional(z.string().check(z.regex(/^[a-z]{1,20}$/))),
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(500))),
});
export type OperatorListQuery = z.infer<typeof OperatorListQuery>;
export const Reason = z.strictObject({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

export const OperatorDeposit = z.object({
  id: z.number(),
  orderNo: z.string(),
  account: z.string(),
  channelCode: z.string(),
  type: z.string(),
  amount: z.string(),
  bonus: z.string(),
  state: z.string(),
  reason: z.nullable(z.string()),
  payerName: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  receivingAccount: z.nullable(z.string()),
  hasReceipt: z.boolean(),
  createdAt: z.string(),
  resolvedAt: z.nullable(z.string()),
});
export const OperatorWithdrawal = z.object({
  id: z.number(),
  orderNo: z.string(),
  account: z.string(),
  amount: z.string(),
  bankName: z.string(),
  /** In full: the operator pays to it. */
  cardNumber: z.string(),
  payeeName: z.string(),
  state: z.string(),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  resolvedAt: z.nullable(z.string()),
});

function checkState(state: string | undefined, states: readonly string[]) {
  if (state !== undefined && !states.includes(state)) {
    throw appError('VALIDATION_ERROR', `state: expected one of ${states.join(', ')}`, { field: 'state' });
  }
}

export async function operatorDeposits(db: Db, query: OperatorListQuery) {
  checkState(query.state, DEPOSIT_STATES);
  const rows = await db
    .select({ d: t.deposit, account: t.member.account, code: t.depositChannel.code, ra: t.receivingAccount })
    .from(t.deposit)
    .innerJoin(t.member, eq(t.member.id, t.deposit.memberId))
    .innerJoin(t.depositChannel, eq(t.depositChannel.id, t.deposit.channelId))
    .leftJoin(t.receivingAccount, eq(t.receivingAccount.id, t.deposit.receivingAccountId))
    .where(query.state ? eq(t.deposit.state, query.state as (typeof DEPOSIT_STATES)[number]) : undefined)
    // Pending work oldest first (first come, first served); history newest first.
    .orderBy(query.state === 'pending' ? asc(t.deposit.id) : desc(t.deposit.id))
    .limit(query.limit ?? 100);
  return rows.map(({ d, account, code, ra }) => ({
    id: d.id,
    orderNo: depositOrderNo(d),
    account,
    channelCode: code,
    type: d.type,
    amount: formatMinorUnits(d.amountMinor),
    bonus: formatMinorUnits(d.bonusMinor),
    state: d.state,
    reason: d.reason,
    payerName: d.payerName,
    reference: d.reference,
    receivingAccount: ra ? `${ra.bankName} ${ra.accountNumber}` : null,
    hasReceipt: d.receiptFile !== null,
    createdAt: d.createdAt.toISOString(),
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
  }));
}

export async function operatorWithdrawals(db: Db, query: OperatorListQuery) {
  checkState(query.state, WITHDRAWAL_STATES);
  const rows = await db
    .select({ w: t.withdrawal, account: t.member.account, card: t.bankCard })
    .from(t.withdrawal)
    .innerJoin(t.member, eq(t.member.id, t.withdrawal.memberId))
    .innerJoin(t.bankCard, eq(t.bankCard.id, t.withdrawal.cardId))
    .where(
      query.state ? eq(t.withdrawal.state, query.state as (typeof WITHDRAWAL_STATES)[number]) : undefined,
    )
    .orderBy(query.state === 'pending' ? asc(t.withdrawal.id) : desc(t.withdrawal.id))
    .limit(query.limit ?? 100);
  return rows.map(({ w, account, card }) => ({
    id: w.id,
    orderNo: `W${w.createdAt.toISOString().slice(2, 10).replaceAll('-', '')}${String(w.id).padStart(7, '0')}`,
    account,
    amount: formatMinorUnits(w.amountMinor),
    bankName: card.bankName,
    cardNumber: card.cardNumber,
    payeeName: card.payeeName,
    state: w.state,
    reason: w.reason,
    createdAt: w.createdAt.toISOString(),
    resolvedAt: w.resolvedAt?.toISOString() ?? null,
  }));
}

const stateChange = (kind: string, id: number, before: string, after: string, reason?: string): Change[] => [
  { field: `${kind}:${id}.state`, before, after },
  ...(reason ? [{ field: `${kind}:${id}.reason`, before: null, after: reason }] : []),
];

/** Approve or reject a pending deposit; answers the changes and the row for the events. */
export async function resolveDepositByOperator(
  db: Db,
  id: number,
  to: 'approved' | 'rejected',
  reason?: string,
) {
  return db.transaction(async (tx: Tx) => {
    const { row, changed } =
      to === 'approved'
        ? await approveDeposit(tx, id)
        : await closeDeposit(tx, id, 'rejected', reason ?? null);
    const changes = changed
      ? await recordAudit(
          tx,
          to === 'approved' ? 'deposit:approve' : 'deposit:reject',
          stateChange('deposit', id, 'pending', to, reason),
        )
      : [];
    return { row, changed, changes };
  });
}

export async function resolveWithdrawalByOperator(
  db: Db,
  id: number,
  to: 'paid' | 'rejected',
  reason?: string,
) {
  let changes: Change[] = [];
  const result = await resolveWithdrawal(db, id, to, {
    ...(reason ? { reason } : {}),
    onChange: async (tx, before, after) => {
      changes = await recordAudit(
        tx,
        to === 'paid' ? 'withdrawal:pay' : 'withdrawal:reject',
        stateChange('withdrawal', id, before.state, after.state, reason),
      );
    },
  });
  return { ...result, changes };
}
