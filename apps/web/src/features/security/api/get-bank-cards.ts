import { BankCardsResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';

/** The member's bound cards, masked (issue 11). */
export const bankCardsQueryOptions = () =>
  queryOptions({
    queryKey: [MEMBER_QUERY_SCOPE, 'security', 'bank-cards'],
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.securityBankCards, BankCardsResponse, { signal }),
  });

export function useBankCards(enabled: boolean) {
  return useQuery({ ...bankCardsQueryOptions(), enabled });
}
