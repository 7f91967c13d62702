import { DepositOptionsResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';

export const CASHIER_QUERY_KEY = [MEMBER_QUERY_SCOPE, 'cashier'] as const;

/** spec 7 "banks by vendor" and "promo list": the channels the operator enabled, the promotions. */
export const depositOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...CASHIER_QUERY_KEY, 'deposit-options'],
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.depositOptions, DepositOptionsResponse, { signal }),
  });
