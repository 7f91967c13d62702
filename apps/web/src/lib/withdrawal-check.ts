import { WEB_API_PATHS, WithdrawalCheckResponse } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';
import { MEMBER_QUERY_SCOPE } from './query-scopes.ts';

// The withdrawal-allowed check of spec 2.3, 2.9 and 6 (issue 11; decision 067): one call the
// header's withdraw link, its menu item, the member centre's withdraw tile and /m/withdrawReport
// entry and /m/withdraw itself all follow. In lib/ so app/ can hand its answer to components/
// and features/, which may not import each other. Loaded only for members, with TanStack Query:
// a guest's first paint of Home never carries it.

export const WITHDRAWAL_CHECK_QUERY_KEY = [MEMBER_QUERY_SCOPE, 'cashier', 'withdrawal-check'] as const;

export const withdrawalCheckQueryOptions = () =>
  queryOptions({
    queryKey: WITHDRAWAL_CHECK_QUERY_KEY,
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.withdrawalCheck, WithdrawalCheckResponse, { signal }),
    // Binding a card, setting a payment password or a settled bet changes it: ask again on each
    // screen that shows an entry, but not on every re-render.
    staleTime: 10_000,
  });

/** Only with a session: a guest has nothing to withdraw and is never asked. */
export function useWithdrawalCheck(enabled: boolean) {
  return useQuery({ ...withdrawalCheckQueryOptions(), enabled });
}

/**
 * Whether the withdraw entries show (decision 067): only once the check has answered allowed.
 * Unknown (loading, failed) hides them: an entry that appears and then vanishes is worse than
 * one that appears a moment late, and /m/withdraw itself says what is missing.
 */
export const withdrawEntriesShown = (check: WithdrawalCheckResponse | undefined): boolean =>
  check?.allowed === true;
