import { useQueryClient } from '@tanstack/react-query';
import { BettingScreen } from '../../features/lottery/screens/betting-screen.tsx';
import { LotteryListScreen } from '../../features/lottery/screens/lottery-list-screen.tsx';
import { balanceQueryOptions } from '../../features/wallet/api/get-balance.ts';
import { useSearchParams } from '../../lib/router.ts';

// /m/startLottery, where the lottery launch lands (spec 2.1, 7; issue 13 "Betting page";
// decision 095): view=betting bets on one game, view=lobby shows the lottery list. Its own chunk,
// without antd-mobile. A placed slip refetches the wallet balance the header shows.

export function Component() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  if (params.get('view') === 'lobby') return <LotteryListScreen />;
  return (
    <BettingScreen
      onPlaced={() => void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })}
    />
  );
}
