import { WEB_API_PATHS, WithdrawalOptionsResponse } from '@lobby/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { CASHIER_QUERY_KEY } from './get-deposit-options.ts';

/** /m/withdraw: limits, today's use, the available balance and the masked cards. */
export const withdrawalOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...CASHIER_QUERY_KEY, 'withdrawal-options'],
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.withdrawalOptions, WithdrawalOptionsResponse, { signal }),
  });
