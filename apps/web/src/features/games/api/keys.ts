import { CLIENT, type GameType } from '@lobby/shared';
import { currentLanguage } from '../../../lib/i18n.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';

// Query keys of the games feature. Catalogue answers are the same for everyone (kept locally,
// decision 083); favourites and recent belong to the member and go with the session.

export const CATALOGUE_KEY = ['games'] as const;
export const MEMBER_GAMES_KEY = [MEMBER_QUERY_SCOPE, 'games'] as const;

/** spec 9 page sizes: 26 per game-list page, 25 per recent page. */
export const GAME_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;

/** A path with its query: undefined and empty values are left out. */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The parameters every catalogue call carries (spec 7, 9: client type 2, platform html5). */
export const clientParams = () => ({
  clientType: CLIENT.clientType,
  platform: CLIENT.platform,
  language: currentLanguage(),
});

export type ListGameType = GameType | undefined;
