import { eq } from 'drizzle-orm';
import type { MemberEvents } from '../../core/member-events.ts';
import { MERCHANT_ID } from '../../core/merchant-config.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';

// Issue 11 "Live balance": after an adjustment commits, the member's open streams get the new
// balance. The events helper is writing a shared publishBalance(db, events, memberId) in core;
// this is the same thing, kept small so the merger can swap it for that one.

export async function publishBalance(db: Db, events: MemberEvents, memberId: number): Promise<void> {
  const [row] = await db
    .select({
      balance: t.wallet.balanceMinor,
      held: t.wallet.heldMinor,
      currencySymbol: t.merchant.currencySymbol,
    })
    .from(t.wallet)
    .innerJoin(t.merchant, eq(t.merchant.id, MERCHANT_ID))
    .where(eq(t.wallet.memberId, memberId));
  if (!row) return;
  await events.publish(memberId, {
    type: 'balance',
    sumBalance: formatMinorUnits(row.balance),
    availableBalance: formatMinorUnits(row.balance - row.held),
    currencySymbol: row.currencySymbol,
  });
}
