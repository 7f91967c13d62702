import { eq } from 'drizzle-orm';
import { MERCHANT_ID } from '../../core/merchant-config.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** The member's balance with the merchant's currency symbol (one merchant per Lobby, spec 1). */
export async function balanceOfMember(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ balanceMinor: t.wallet.balanceMinor, currencySymbol: t.merchant.currencySymbol })
    .from(t.wallet)
    .innerJoin(t.merchant, eq(t.merchant.id, MERCHANT_ID))
    .where(eq(t.wallet.memberId, memberId));
  return row;
}
