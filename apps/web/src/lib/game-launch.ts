import { ROUTES } from '@lobby/shared';

// spec 2.4: launching a hot match (or a banner's game) calls the game launcher with the vendor,
// the game id (the room id) and the node id, and no choice dialog. /m/launchGame shows the
// coming-soon page until the games issue gives it a screen.

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
