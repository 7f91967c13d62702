import { GameRecordDetail, GameRecordsResponse, type LanguageCode, WEB_API_PATHS } from '@lobby/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { LANGUAGE_DEPENDENT } from '../../../lib/language-queries.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';
import type { DateRange } from '../../../lib/record-period.ts';
import type { Product } from '../products.ts';

// The betting record's queries (issue 12 "Betting records"; decision 085): keyset pages whose
// page parameter is the answer's opaque nextCursor, and one round's detail.

/** Every betting-record query starts with this: a balance event invalidates them all. */
export const GAME_RECORDS_QUERY_KEY = [MEMBER_QUERY_SCOPE, 'game-records'] as const;

export const PAGE_SIZE = 20;

/** `product` undefined means every product. Names come in `language`, so it is in the key. */
export function gameRecordsQueryOptions(
  range: DateRange,
  product: Product | undefined,
  language: LanguageCode,
) {
  const params: Record<string, string> = {
    from: range.from,
    to: range.to,
    limit: String(PAGE_SIZE),
    language,
    ...(product ? { product } : {}),
  };
  return infiniteQueryOptions({
    queryKey: [...GAME_RECORDS_QUERY_KEY, 'list', params],
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        `${WEB_API_PATHS.gameRecords}?${new URLSearchParams(pageParam ? { ...params, cursor: pageParam } : params)}`,
        GameRecordsResponse,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last: GameRecordsResponse) => last.nextCursor ?? undefined,
    meta: LANGUAGE_DEPENDENT,
  });
}

export const gameRecordQueryOptions = (id: string, language: LanguageCode) =>
  queryOptions({
    queryKey: [...GAME_RECORDS_QUERY_KEY, 'detail', id, language],
    queryFn: ({ signal }) =>
      apiGet(
        `${WEB_API_PATHS.gameRecord.replace(':id', encodeURIComponent(id))}?${new URLSearchParams({ language })}`,
        GameRecordDetail,
        { signal },
      ),
    meta: LANGUAGE_DEPENDENT,
  });
