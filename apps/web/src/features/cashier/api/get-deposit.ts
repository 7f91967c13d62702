import { Deposit, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { CASHIER_QUERY_KEY } from './get-deposit-options.ts';

/** Every 3 s while the deposit is pending (brief: no push stream on this branch yet). */
export const DEPOSIT_POLL_MS = 3000;

/** One of the member's deposits: the result sheet after a gateway return or a manual request. */
export const depositQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CASHIER_QUERY_KEY, 'deposit', id],
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.deposit.replace(':id', id), Deposit, { signal }),
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? DEPOSIT_POLL_MS : false),
    // Polling stops while the page is hidden (TanStack's default), and a 404 stays a 404.
    retry: false,
  });
