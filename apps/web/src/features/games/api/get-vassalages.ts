import { type GameType, VassalagesResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { LANGUAGE_DEPENDENT } from '../../../lib/language-queries.ts';
import { CATALOGUE_KEY, withQuery } from './keys.ts';
import { cachedLocally, keepLocally } from './local-cache.ts';

/** spec 7 "all vassalage": the vendor filter tabs of a category (spec 3 "Filter vendor"). */
export const vassalagesQueryOptions = (gameType: GameType | undefined) => {
  const language = currentLanguage();
  const key = [...CATALOGUE_KEY, 'vassalages', gameType ?? 'ALL', language] as const;
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      keepLocally(key, () =>
        apiGet(withQuery(WEB_API_PATHS.gameVassalages, { gameType, language }), VassalagesResponse, {
          signal,
          auth: false,
        }),
      )(),
    ...cachedLocally(key, VassalagesResponse),
    meta: LANGUAGE_DEPENDENT,
  });
};

export const useVassalages = (gameType: GameType | undefined) => useQuery(vassalagesQueryOptions(gameType));
