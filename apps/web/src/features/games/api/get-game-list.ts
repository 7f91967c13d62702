import { GameListResponse, type GameType, WEB_API_PATHS } from '@lobby/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { LANGUAGE_DEPENDENT } from '../../../lib/language-queries.ts';
import { CATALOGUE_KEY, clientParams, GAME_PAGE_SIZE, withQuery } from './keys.ts';
import { readLocal, writeLocal } from './local-cache.ts';

/** spec 3 "Filter state" plus the category: what a game list asks for. */
export interface GameFilter {
  gameType?: GameType | undefined;
  /** ALL, NEW or a vendor classification key (spec 2.11 classify menu). */
  gameClassify?: string | undefined;
  vassalage?: string | undefined;
  gameName?: string | undefined;
  minBet?: string | undefined;
}

/** The query of spec 7 "game list" for a filter and page: NEW is isNew, ALL is no classify. */
export function gameListParams(filter: GameFilter, pageNo: number) {
  const classify = filter.gameClassify;
  return {
    ...clientParams(),
    gameType: filter.gameType,
    vassalage: filter.vassalage,
    gameName: filter.gameName?.trim() || undefined,
    minBet: filter.minBet,
    ...(classify === 'NEW'
      ? { isNew: true }
      : classify && classify !== 'ALL'
        ? { gameClassify: classify }
        : {}),
    pageNo,
    pageSize: GAME_PAGE_SIZE,
  };
}

/**
 * spec 2.11 game list, 26 a page; the first page of a list without a name search is kept
 * locally and drawn at once on the next visit while the server is asked again (decision 083).
 */
export const gameListQueryOptions = (filter: GameFilter) => {
  const params = gameListParams(filter, 1);
  const key = [...CATALOGUE_KEY, 'list', params] as const;
  const firstPageKey = [...key, 1];
  const keep = !params.gameName;
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: async ({ pageParam, signal }) => {
      const page = await apiGet(
        withQuery(WEB_API_PATHS.gameList, gameListParams(filter, pageParam)),
        GameListResponse,
        { signal, auth: false },
      );
      if (keep && pageParam === 1) writeLocal(firstPageKey, page);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last: GameListResponse) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
    initialData: () => {
      const kept = keep ? readLocal(firstPageKey, GameListResponse) : undefined;
      return kept ? { pages: [kept.data], pageParams: [1] } : undefined;
    },
    initialDataUpdatedAt: () => (keep ? readLocal(firstPageKey, GameListResponse)?.at : undefined),
    meta: LANGUAGE_DEPENDENT,
  });
};

export const useGameList = (filter: GameFilter, enabled = true) =>
  useInfiniteQuery({ ...gameListQueryOptions(filter), enabled });
