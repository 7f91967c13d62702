import type { Deposit, Withdrawal } from '@lobby/shared';
import { maskCardNumber } from '../../core/member-security.ts';
import type * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';

// Rows to the shared shapes, and the order numbers members and operators quote (decision 063):
// D or W, the UTC date the order was made (yymmdd), and its id in at least 7 digits.

type DepositRow = typeof t.deposit.$inferSelect;
type WithdrawalRow = typeof t.withdrawal.$inferSelect;

function orderNo(prefix: 'D' | 'W', id: number, createdAt: Date): string {
  const date = createdAt.toISOString().slice(2, 10).replaceAll('-', '');
  return `${prefix}${date}${String(id).padStart(7, '0')}`;
}

export const depositOrderNo = (row: Pick<DepositRow, 'id' | 'createdAt'>) =>
  orderNo('D', row.id, row.createdAt);

/** The id an order number names, if it has the shape; the caller still compares the whole number. */
export function idOfOrderNo(value: string, prefix: 'D' | 'W'): number | null {
  const match = new RegExp(`^${prefix}\\d{6}(\\d{7,15})$`).exec(value);
  return match?.[1] ? Number(match[1]) : null;
}

export function toDeposit(row: DepositRow, channel: { code: string; name: string }): Deposit {
  return {
    id: String(row.id),
    orderNo: depositOrderNo(row),
    channelCode: channel.code,
    channelName: channel.name,
    type: row.type,
    amount: formatMinorUnits(row.amountMinor),
    bonus: formatMinorUnits(row.bonusMinor),
    state: row.state,
    reason: row.reason,
    hasReceipt: row.receiptFile !== null,
    createdAt: row.createdAt.getTime(),
    resolvedAt: row.resolvedAt?.getTime() ?? null,
  };
}

export function toWithdrawal(row: WithdrawalRow, card: { bankName: string; cardNumber: string }): Withdrawal {
  return {
    id: String(row.id),
    orderNo: orderNo('W', row.id, row.createdAt),
    amount: formatMinorUnits(row.amountMinor),
    bankName: card.bankName,
    cardNumber: maskCardNumber(card.cardNumber),
    state: row.state,
    reason: row.reason,
    createdAt: row.createdAt.getTime(),
    resolvedAt: row.resolvedAt?.getTime() ?? null,
  };
}
