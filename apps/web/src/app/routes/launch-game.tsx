import { LaunchGameScreen } from '../../features/games/screens/launch-game-screen.tsx';

// /m/launchGame (spec 2.1; decision 084): the hot-match launch, the lottery vendors' tiles.

export function Component() {
  return <LaunchGameScreen />;
}
