import { type LaunchQuery, LaunchResponse, WEB_API_PATHS } from '@lobby/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { withQuery } from './keys.ts';

/** spec 7 "Launch game GET with query": value.gameUrl, where the app then goes. */
export function launchGame(query: Omit<LaunchQuery, 'language'>): Promise<LaunchResponse> {
  return apiGet(
    withQuery(WEB_API_PATHS.gameLaunch, { ...query, language: currentLanguage() }),
    LaunchResponse,
  );
}
