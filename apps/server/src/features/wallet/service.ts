import type { BalanceResponse } from '@lobby/shared';
import { appError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { formatMinorUnits } from '../../lib/money.ts';
import { balanceOfMember } from './queries.ts';

/** spec 3 "Wallet": sumBalance as a 2-decimal string (spec 9 "Balance"), never a float. */
export async function getBalance(db: DbOrTx, memberId: number): Promise<BalanceResponse> {
  const row = await balanceOfMember(db, memberId);
  if (!row) throw appError('NOT_FOUND', 'This member has no wallet.');
  return { sumBalance: formatMinorUnits(row.balanceMinor), currencySymbol: row.currencySymbol };
}
