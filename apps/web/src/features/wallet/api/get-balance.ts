import { BalanceResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';

/** spec 3 "Wallet", 7 "balance": sumBalance as a 2-decimal string and the currency symbol. */
export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: [MEMBER_QUERY_SCOPE, 'wallet', 'balance'],
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.balance, BalanceResponse, { signal }),
  });

/** Only with a session: a guest has no wallet. */
export function useBalance(enabled: boolean) {
  return useQuery({ ...balanceQueryOptions(), enabled });
}
