import { ROUTES } from '@lobby/shared';
import { GameListScreen } from '../../features/games/screens/game-list-screen.tsx';
import { LaunchGameScreen } from '../../features/games/screens/launch-game-screen.tsx';
import { useLocation } from '../../lib/router.ts';

// /m/gameList?gameType=, /m/gameCenter, /m/slotsCenter and /m/gameLobby (spec 2.1, 2.11;
// decision 083) and /m/launchGame (decision 084). One module for the five: they share every
// piece, and each route module's entry costs Home's first-paint bytes. Guests are welcome: their
// hearts and launches ask them to log in.

export function Component() {
  const { pathname } = useLocation();
  return pathname === ROUTES.launchGame ? <LaunchGameScreen /> : <GameListScreen />;
}
