import type { DepositState, WithdrawalState } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import type { MemberEvents } from '../../core/member-events.ts';
import { MERCHANT_ID } from '../../core/merchant-config.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';

// Live updates after commit (issue 11 "Live balance"). The events helper writes a shared
// publishBalance(db, events, memberId) in core; this small one does the same until the merger
// swaps it in. A failed publish never fails the request: the money has already moved and the
// web refetches on reconnect.

export async function publishBalance(db: Db, events: MemberEvents, memberId: number): Promise<void> {
  const [row] = await db
    .select({
      balance: t.wallet.balanceMinor,
      held: t.wallet.heldMinor,
      symbol: t.merchant.currencySymbol,
    })
    .from(t.wallet)
    .innerJoin(t.merchant, eq(t.merchant.id, MERCHANT_ID))
    .where(eq(t.wallet.memberId, memberId));
  if (!row) return;
  await events.publish(memberId, {
    type: 'balance',
    sumBalance: formatMinorUnits(row.balance),
    availableBalance: formatMinorUnits(row.balance - row.held),
    currencySymbol: row.symbol,
  });
}

export interface CashierChange {
  memberId: number;
  deposit?: { id: number; state: DepositState };
  withdrawal?: { id: number; state: WithdrawalState };
  balance: boolean;
}

export async function publishChange(db: Db, events: MemberEvents, change: CashierChange): Promise<void> {
  try {
    if (change.balance) await publishBalance(db, events, change.memberId);
    if (change.deposit) {
      await events.publish(change.memberId, {
        type: 'deposit',
        id: String(change.deposit.id),
        state: change.deposit.state,
      });
    }
    if (change.withdrawal) {
      await events.publish(change.memberId, {
        type: 'withdrawal',
        id: String(change.withdrawal.id),
        state: change.withdrawal.state,
      });
    }
  } catch {
    // Best effort by design (see above).
  }
}
