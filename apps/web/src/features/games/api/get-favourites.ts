import { FavouriteIdsResponse, FavouritesResponse, type GameType, WEB_API_PATHS } from '@lobby/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { LANGUAGE_DEPENDENT } from '../../../lib/language-queries.ts';
import { GAME_PAGE_SIZE, MEMBER_GAMES_KEY, withQuery } from './keys.ts';

/** Every favourites query starts with this key: a toggle invalidates them all. */
export const FAVOURITES_KEY = [...MEMBER_GAMES_KEY, 'favourites'] as const;

/** spec 7 "favourites" (content, pageNum, totalPages), 26 a page. */
export const favouritesQueryOptions = (gameType?: GameType) => {
  const params = { gameType, language: currentLanguage(), pageSize: GAME_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: [...FAVOURITES_KEY, 'list', params],
    queryFn: ({ pageParam, signal }) =>
      apiGet(withQuery(WEB_API_PATHS.gameFavourites, { ...params, pageNo: pageParam }), FavouritesResponse, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: FavouritesResponse) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
    meta: LANGUAGE_DEPENDENT,
  });
};

export const useFavourites = (gameType: GameType | undefined, enabled: boolean) =>
  useInfiniteQuery({ ...favouritesQueryOptions(gameType), enabled });

/** The member's favourite node ids: the hearts on every (member-free, cached) list (spec 2.4). */
export const favouriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: [...FAVOURITES_KEY, 'ids'],
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.gameFavouriteIds, FavouriteIdsResponse, { signal }),
    select: (value: FavouriteIdsResponse) => new Set(value.nodeIds),
  });

export const useFavouriteIds = (enabled: boolean) => useQuery({ ...favouriteIdsQueryOptions(), enabled });
