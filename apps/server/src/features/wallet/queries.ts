import { eq, sql } from 'drizzle-orm';
import { MERCHANT_ID } from '../../core/merchant-config.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/**
 * The member's balance with the merchant's currency symbol (one merchant per Lobby, spec 1).
 * Prepared once: the hot read path (issue 7) then skips building the SQL, and PostgreSQL skips
 * parsing and planning it, on every call.
 */
export function balanceQuery(db: Db) {
  const query = db
    .select({ balanceMinor: t.wallet.balanceMinor, currencySymbol: t.merchant.currencySymbol })
    .from(t.wallet)
    .innerJoin(t.merchant, eq(t.merchant.id, MERCHANT_ID))
    .where(eq(t.wallet.memberId, sql.placeholder('memberId')))
    .prepare('wallet_balance');
  return async (memberId: number) => (await query.execute({ memberId }))[0];
}

export type BalanceQuery = ReturnType<typeof balanceQuery>;
