import { GAME_TYPES, type GameType, MIN_BET_OPTIONS, ROUTES } from '@lobby/shared';
import type { GameFilter } from './api/get-game-list.ts';

// A game list's state lives in its URL (decision 083), so a back navigation, a reload or a
// shared link shows the same list; changes replace the entry instead of stacking history.

/** spec 2.11 quick toggles, and the plain list (spec 4 classify states all / new are the filter's). */
export const LIST_VIEWS = ['list', 'recent', 'favourites', 'hot'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

export interface ListState extends GameFilter {
  view: ListView;
  /** The slots centre shows the filter panel (spec 2.11). */
  slots: boolean;
}

const isGameType = (value: string | null): value is GameType =>
  value !== null && (GAME_TYPES as readonly string[]).includes(value);
const MIN_BETS = MIN_BET_OPTIONS.filter((o) => o !== 'all') as readonly string[];

/** The list a route and its query ask for: the slots centre is RNG; gameType=HOT is the hot toggle. */
export function readListState(pathname: string, search: URLSearchParams): ListState {
  const slots = pathname === ROUTES.slotsCenter;
  const rawType = search.get('gameType');
  const rawView = search.get('view');
  const minBet = search.get('minBet');
  return {
    slots,
    gameType: slots ? 'RNG' : isGameType(rawType) ? rawType : undefined,
    view: (LIST_VIEWS as readonly string[]).includes(rawView ?? '')
      ? (rawView as ListView)
      : rawType === 'HOT'
        ? 'hot'
        : 'list',
    gameClassify: search.get('gameClassify') || undefined,
    vassalage: search.get('vassalage') || undefined,
    gameName: search.get('gameName') || undefined,
    minBet: minBet && MIN_BETS.includes(minBet) ? minBet : undefined,
  };
}

/** The query of a list state; the slots centre's RNG and the plain list view are implied. */
export function listSearch(state: ListState): string {
  const query = new URLSearchParams();
  if (!state.slots && state.gameType) query.set('gameType', state.gameType);
  if (state.vassalage) query.set('vassalage', state.vassalage);
  if (state.gameClassify && state.gameClassify !== 'ALL') query.set('gameClassify', state.gameClassify);
  if (state.gameName) query.set('gameName', state.gameName);
  if (state.minBet) query.set('minBet', state.minBet);
  if (state.view !== 'list') query.set('view', state.view);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** spec 4: a classify change (or a toggle) starts again at page 1; the new key is a fresh list. */
export function withChange(state: ListState, change: Partial<ListState>): ListState {
  return { ...state, ...change };
}
