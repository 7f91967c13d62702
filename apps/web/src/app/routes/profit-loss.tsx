import { MembersOnly } from '../../components/session-guards.tsx';
import { ProfitLossScreen } from '../../features/profit-loss/screens/profit-loss-screen.tsx';

// /m/profitandloss, profit and loss (spec 2.9 PERSREP; issue 13; decision 097): members only, a
// guest goes home with the login prompt (spec 2.9, 8).

export function Component() {
  return (
    <MembersOnly>
      <ProfitLossScreen />
    </MembersOnly>
  );
}
