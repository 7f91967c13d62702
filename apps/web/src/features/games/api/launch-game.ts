import { API_PATHS, type LaunchQuery, LaunchResponse } from '@lobby/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { withQuery } from './keys.ts';

/** spec 7 "Launch game GET with query": value.gameUrl, where the app then goes. */
export function launchGame(query: Omit<LaunchQuery, 'language'>): Promise<LaunchResponse> {
  return apiGet(withQuery(API_PATHS.gameLaunch, { ...query, language: currentLanguage() }), LaunchResponse);
}
