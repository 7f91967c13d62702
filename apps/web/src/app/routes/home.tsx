import { HomeScreen } from '../../features/home/screens/home-screen.tsx';

// /m/home (spec 2.4). Content, games, lottery and balance join here as they arrive, each from
// its own feature; this module is where they meet.

export function Component() {
  return <HomeScreen />;
}
