import type { FAIR_VENDOR_PATHS, GameFamily } from '@lobby/shared';

// What the server writes into the page (apps/server/src/providers/game-vendors/pages.ts): which
// vendor's page this is. A JSON data block, not a script, so CSP `script-src 'self'` holds.

export const GAME_PAGE_CONFIG_ID = 'fair-games-config';

export interface GamePageConfig {
  view: 'play' | 'verify';
  family: GameFamily | null;
  apiBase: string;
  paths: typeof FAIR_VENDOR_PATHS;
  playPath: string;
  verifyPath: string;
  demo: boolean;
  languages: [code: string, tag: string, dir: string][];
  /** The lobby's language cookie: the verify view's language when no session says it. */
  languageCookie: string;
}

export function readConfig(doc: Document = document): GamePageConfig {
  const element = doc.getElementById(GAME_PAGE_CONFIG_ID);
  if (!element?.textContent) throw new Error('the game page has no configuration');
  return JSON.parse(element.textContent) as GamePageConfig;
}
