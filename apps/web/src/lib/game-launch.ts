import { ROUTES } from '@lobby/shared';

// spec 2.4: launching a hot match (or a banner's game) calls the game launcher with the vendor,
// the game id (the room id) and the node id, and no choice dialog. spec 2.1: /m/launchGame reads
// playType, prize_mode, code (default lobby) and pageBack (default home) as well (decision 084).

export interface GameLaunch {
  vendor: string;
  roomId: string;
  nodeId: string;
}

/** The in-app path of a game launch: /m/launchGame?vendor=..&gameId=<roomId>&nodeId=.. */
export function launchGamePath({ vendor, roomId, nodeId }: GameLaunch): string {
  const query = new URLSearchParams({ vendor, gameId: roomId, nodeId });
  return `${ROUTES.launchGame}?${query}`;
}

/** /m/launchGame's query (spec 2.1), names as the spec spells them. */
export interface LaunchPageQuery {
  vendor?: string | undefined;
  gameId?: string | undefined;
  nodeId?: string | undefined;
  playType?: string | undefined;
  prize_mode?: string | undefined;
  code?: string | undefined;
  pageBack?: string | undefined;
}

export const LAUNCH_DEFAULTS = { code: 'lobby', pageBack: 'home' } as const;

/** A /m/launchGame path with the given query; absent values are left out. */
export function launchPagePath(query: LaunchPageQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  return `${ROUTES.launchGame}?${params}`;
}

/** Reads /m/launchGame's query with the spec's defaults (code lobby, pageBack home). */
export function readLaunchPageQuery(search: URLSearchParams) {
  const get = (name: string) => search.get(name) || undefined;
  return {
    vendor: get('vendor'),
    gameId: get('gameId'),
    nodeId: get('nodeId'),
    playType: get('playType'),
    prizeMode: get('prize_mode'),
    code: get('code') ?? LAUNCH_DEFAULTS.code,
    pageBack: get('pageBack') ?? LAUNCH_DEFAULTS.pageBack,
  };
}

/** Where /m/launchGame's way back leads: /m/<pageBack>, only a plain route name. */
export function pageBackPath(pageBack: string): string {
  return /^[A-Za-z0-9/]{1,64}$/.test(pageBack) && !pageBack.includes('//')
    ? `/m/${pageBack.replace(/^\/+/, '')}`
    : ROUTES.home;
}
