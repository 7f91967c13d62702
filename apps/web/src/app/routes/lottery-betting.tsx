import { useQueryClient } from '@tanstack/react-query';
import { formatBalance, maskBalance } from '../../components/header/balance-format.ts';
import { useBalanceHidden } from '../../components/header/balance-visibility.ts';
import { BettingScreen } from '../../features/lottery/screens/betting-screen.tsx';
import { LotteryListScreen } from '../../features/lottery/screens/lottery-list-screen.tsx';
import { balanceQueryOptions, useBalance } from '../../features/wallet/api/get-balance.ts';
import { useSearchParams } from '../../lib/router.ts';
import { useSession } from '../../lib/session.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useLiveBalance } from '../live-balance.ts';

// /m/startLottery, where the lottery launch lands (spec 2.1, 7; issue 13 "Betting page";
// decision 095): view=betting bets on one game, view=lobby shows the lottery list. Its own chunk,
// without antd-mobile. The wallet's balance shows above the slip (only Home's header shows it),
// follows live balance events, and is refetched after a placed slip.

function WalletBalance() {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  const balance = useBalance(signedIn);
  const hidden = useBalanceHidden();
  useLiveBalance();
  if (!signedIn || !balance.data) return null;
  const { sumBalance, currencySymbol } = balance.data;
  return (
    <p className="betting-balance">
      <span>{t('account.balance')}</span>{' '}
      <bdi data-testid="betting-balance">
        {hidden ? maskBalance(currencySymbol) : formatBalance(sumBalance, currencySymbol)}
      </bdi>
    </p>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  if (params.get('view') === 'lobby') return <LotteryListScreen />;
  return (
    <BettingScreen
      balance={<WalletBalance />}
      onPlaced={() => void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })}
    />
  );
}
