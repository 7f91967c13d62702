import { GameListScreen } from '../../features/games/screens/game-list-screen.tsx';

// /m/gameList?gameType=, /m/gameCenter, /m/slotsCenter and /m/gameLobby (spec 2.1, 2.11;
// decision 083): one module for the four, guests welcome (their hearts and launches ask to log in).

export function Component() {
  return <GameListScreen />;
}
