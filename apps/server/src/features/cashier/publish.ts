import type { DepositState, WithdrawalState } from '@lobby/shared';
import { type MemberEvents, publishBalance } from '../../core/member-events.ts';
import type { Db } from '../../db/client.ts';

// Live updates after commit (issue 11 "Live balance", decision 060). A failed publish never
// fails the request: the money has already moved and the web refetches on reconnect.

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
