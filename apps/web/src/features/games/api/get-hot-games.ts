import { CLIENT, type GameType, HotGamesResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { LANGUAGE_DEPENDENT } from '../../../lib/language-queries.ts';
import { CATALOGUE_KEY, withQuery } from './keys.ts';
import { cachedLocally, keepLocally } from './local-cache.ts';

/** spec 7 "hot games" (isPlatform 2, platform html5): Home's HOT tab and the hot toggle. */
export const hotGamesQueryOptions = (gameType?: GameType, vassalage?: string) => {
  const params = {
    isPlatform: CLIENT.isPlatform,
    platform: CLIENT.platform,
    language: currentLanguage(),
    gameType,
    vassalage,
  };
  const key = [...CATALOGUE_KEY, 'hot', params] as const;
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      keepLocally(key, () =>
        apiGet(withQuery(WEB_API_PATHS.hotGames, params), HotGamesResponse, { signal, auth: false }),
      )(),
    ...cachedLocally(key, HotGamesResponse),
    meta: LANGUAGE_DEPENDENT,
  });
};

export const useHotGames = (gameType?: GameType, vassalage?: string, enabled = true) =>
  useQuery({ ...hotGamesQueryOptions(gameType, vassalage), enabled });
