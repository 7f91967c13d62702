import {
  DepositsResponse,
  TransactionKindsResponse,
  TransactionsResponse,
  WEB_API_PATHS,
  WithdrawalsResponse,
} from '@lobby/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { Check } from '../../../lib/checks.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';
import type { DateRange } from '../../../lib/record-period.ts';

// The three record lists (issue 11 "Records"): keyset pages, the answer's nextCursor asked back.

/** Every record list's key starts with this: a live event invalidates them all (decision 070). */
export const RECORDS_QUERY_KEY = [MEMBER_QUERY_SCOPE, 'records'] as const;

export const PAGE_SIZE = 20;

type Page = { nextCursor: string | null };

function pagedOptions<T extends Page>(
  name: string,
  path: string,
  schema: Check<T>,
  range: DateRange,
  extra: Record<string, string> = {},
) {
  const params = { from: range.from, to: range.to, limit: String(PAGE_SIZE), ...extra };
  return infiniteQueryOptions({
    queryKey: [...RECORDS_QUERY_KEY, name, params],
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        `${path}?${new URLSearchParams(pageParam ? { ...params, cursor: pageParam } : params)}`,
        schema,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last: T) => last.nextCursor ?? undefined,
  });
}

/** /m/transaction/record; `kinds` empty means every kind, `agent` is `types=A` (decision 069). */
export const transactionsQueryOptions = (range: DateRange, kinds: readonly string[], agent: boolean) =>
  pagedOptions('transactions', WEB_API_PATHS.transactions, TransactionsResponse, range, {
    ...(kinds.length > 0 ? { kinds: [...kinds].sort().join(',') } : {}),
    ...(agent ? { types: 'A' } : {}),
  });

/** /m/vouReport (spec 7 "deposit: records"). */
export const depositsQueryOptions = (range: DateRange) =>
  pagedOptions('deposits', WEB_API_PATHS.deposits, DepositsResponse, range);

/** /m/withdrawReport (spec 7 "withdraw: report"). */
export const withdrawalsQueryOptions = (range: DateRange) =>
  pagedOptions('withdrawals', WEB_API_PATHS.withdrawals, WithdrawalsResponse, range);

/** spec 7 "transaction codes": the kinds the filter chips offer. */
export const transactionKindsQueryOptions = () =>
  queryOptions({
    queryKey: [...RECORDS_QUERY_KEY, 'kinds'],
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.transactionKinds, TransactionKindsResponse, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
