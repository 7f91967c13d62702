import { ROUTES } from '@lobby/shared';
import { LotteryListScreen } from '../../features/lottery/screens/lottery-list-screen.tsx';
import { VnLobbyScreen } from '../../features/lottery/screens/vn-lobby-screen.tsx';
import { useLocation } from '../../lib/router.ts';

// /m/lottery (every lottery game) and /m/moreLottery (the Vietnamese lobby; spec 2.12, decision
// 093). One module for the two: they share every piece. Guests see the lists; hearts, FAV and
// launches send them to /m/login.

export function Component() {
  const { pathname } = useLocation();
  return pathname === ROUTES.moreLottery ? <VnLobbyScreen /> : <LotteryListScreen />;
}
