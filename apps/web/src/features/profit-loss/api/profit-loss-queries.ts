import { ProfitLossResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';
import type { DateRange } from '../../../lib/record-period.ts';

// Profit and loss's one query (decision 097): the period's sums per day and product.

export const PROFIT_LOSS_QUERY_KEY = [MEMBER_QUERY_SCOPE, 'profit-loss'] as const;

export function profitLossQueryOptions(range: DateRange) {
  const params = { from: range.from, to: range.to };
  return queryOptions({
    queryKey: [...PROFIT_LOSS_QUERY_KEY, params],
    queryFn: ({ signal }) =>
      apiGet(`${WEB_API_PATHS.profitLoss}?${new URLSearchParams(params)}`, ProfitLossResponse, { signal }),
  });
}
