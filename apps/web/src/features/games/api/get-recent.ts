import { CLIENT, type GameType, RecentResponse, WEB_API_PATHS } from '@lobby/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { LANGUAGE_DEPENDENT } from '../../../lib/language-queries.ts';
import { MEMBER_GAMES_KEY, RECENT_PAGE_SIZE, withQuery } from './keys.ts';

/** A launch records the game: the launcher invalidates this key so recent shows it on return. */
export const RECENT_KEY = [...MEMBER_GAMES_KEY, 'recent'] as const;

/** spec 7 "recent" (list, totalPages), 25 a page (spec 9), pages numbered from 1. */
export const recentQueryOptions = (gameType?: GameType) => {
  const params = {
    gameType,
    language: currentLanguage(),
    clientType: CLIENT.clientType,
    pageSize: RECENT_PAGE_SIZE,
  };
  return infiniteQueryOptions({
    queryKey: [...RECENT_KEY, params],
    queryFn: async ({ pageParam, signal }) => ({
      page: pageParam,
      ...(await apiGet(withQuery(WEB_API_PATHS.gameRecent, { ...params, page: pageParam }), RecentResponse, {
        signal,
      })),
    }),
    initialPageParam: 1,
    getNextPageParam: (last: RecentResponse & { page: number }) =>
      last.page < last.totalPages ? last.page + 1 : undefined,
    meta: LANGUAGE_DEPENDENT,
  });
};

export const useRecent = (gameType: GameType | undefined, enabled: boolean) =>
  useInfiniteQuery({ ...recentQueryOptions(gameType), enabled });
