import { BanksResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';

/** The merchant's banks and wallets a card may be bound to (decision 056). */
export const banksQueryOptions = () =>
  queryOptions({
    queryKey: [MEMBER_QUERY_SCOPE, 'security', 'banks'],
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.securityBanks, BanksResponse, { signal }),
    staleTime: 5 * 60_000,
  });

export function useBanks(enabled: boolean) {
  return useQuery({ ...banksQueryOptions(), enabled });
}
