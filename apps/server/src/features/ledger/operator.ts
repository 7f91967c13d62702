import type { AdjustmentBody, AdjustmentResponse } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import { MERCHANT_ACCOUNTS, transfer } from '../../core/ledger.ts';
import type { MemberEvents } from '../../core/member-events.ts';
import { publishBalance } from '../../core/member-events.ts';
import { recordAudit } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

// The operator's balance adjustment (issue 11: "adjust a member's balance with a reason (from/to
// the adjustments account)"; decision 062). One transfer between the member's wallet and the
// `adjustments` merchant account, and its audit row with the balances before and after, in one
// transaction: both commit or neither.

/** The transfer key of an adjustment: the operator's request key, in the adjustments' own namespace. */
export const adjustmentKey = (requestKey: string) => `adjustment:${requestKey}`;

async function walletOfAccount(db: Db, account: string) {
  const [row] = await db
    .select({ memberId: t.member.id, account: t.member.account, walletId: t.wallet.id })
    .from(t.member)
    .innerJoin(t.wallet, eq(t.wallet.memberId, t.member.id))
    .where(eq(t.member.account, account.trim().toLowerCase()));
  if (!row) throw appError('NOT_FOUND', `No member has the account ${account}.`, { field: 'account' });
  return row;
}

export async function adjustBalance(
  db: Db,
  events: MemberEvents,
  account: string,
  body: AdjustmentBody,
): Promise<AdjustmentResponse> {
  const member = await walletOfAccount(db, account);
  const transferKey = adjustmentKey(body.requestKey);
  const answer = await db.transaction(async (tx) => {
    const { transfer: row, replayed } = await transfer(tx, {
      transferKey,
      kind: 'adjustment',
      walletId: member.walletId,
      account: MERCHANT_ACCOUNTS.adjustments,
      direction: body.direction,
      amountMinor: body.amountMinor,
      reference: { type: 'adjustment', id: body.requestKey },
    });
    const after = row.walletBalanceAfterMinor ?? 0;
    // A retry moved nothing, so there is nothing new to audit: the first call's row stands.
    if (replayed) return { changes: [], replayed, transferKey, balanceMinor: after };
    // Exact even under concurrent transfers: the balance after is what this transfer's own
    // UPDATE returned while it held the wallet's row lock.
    const before = after - (body.direction === 'credit' ? body.amountMinor : -body.amountMinor);
    const changes = await recordAudit(tx, 'adjust', [
      { field: `wallet.${member.account}.balanceMinor`, before, after },
      {
        field: `transfer.${transferKey}`,
        before: null,
        after: { direction: body.direction, amountMinor: body.amountMinor, reason: body.reason },
      },
    ]);
    return { changes, replayed, transferKey, balanceMinor: after };
  });
  // Only after commit (core/member-events.ts): a client refetching on the event reads the new rows.
  if (!answer.replayed) await publishBalance(db, events, member.memberId);
  return answer;
}
