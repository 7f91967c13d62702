import type { BalanceResponse } from '@lobby/shared';
import { appError } from '../../core/errors.ts';
import { formatMinorUnits } from '../../lib/money.ts';
import type { BalanceQuery } from './queries.ts';

/** spec 3 "Wallet": sumBalance as a 2-decimal string (spec 9 "Balance"), never a float. */
export async function getBalance(balanceOf: BalanceQuery, memberId: number): Promise<BalanceResponse> {
  const row = await balanceOf(memberId);
  if (!row) throw appError('NOT_FOUND', 'This member has no wallet.');
  return { sumBalance: formatMinorUnits(row.balanceMinor), currencySymbol: row.currencySymbol };
}
