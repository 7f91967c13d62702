import type { BalanceResponse } from '@lobby/shared';
import { useQueryClient } from '@tanstack/react-query';
import { balanceQueryOptions } from '../features/wallet/api/get-balance.ts';
import { useMemberEvent } from '../lib/use-member-event.ts';

/**
 * The header balance follows the member's live `balance` events (issue 11 "Live balance", spec
 * 2.3): each one replaces the wallet balance query's data, so the header changes without a
 * refetch or a reload. Used by the header's member bar, which loads only once a session exists,
 * so the stream code stays off Home's first paint (decision 007).
 */
export function useLiveBalance(): void {
  const queryClient = useQueryClient();
  useMemberEvent('balance', (event) => {
    const value: BalanceResponse = { sumBalance: event.sumBalance, currencySymbol: event.currencySymbol };
    queryClient.setQueryData(balanceQueryOptions().queryKey, value);
  });
}
