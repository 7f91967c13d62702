import { TRIAL_CUSTOMER_TYPE } from '@lobby/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { MembersOnly } from '../../components/session-guards.tsx';
import { withdrawalOptionsQueryOptions } from '../../features/cashier/api/get-withdrawal-options.ts';
import { WithdrawScreen } from '../../features/cashier/screens/withdraw-screen.tsx';
import { balanceQueryOptions } from '../../features/wallet/api/get-balance.ts';
import { readSession } from '../../lib/session.ts';
import { withdrawalCheckQueryOptions } from '../../lib/withdrawal-check.ts';

// /m/withdraw (spec 2.1, 6, 7 "withdraw"): members only; the check and the options start with
// the screen's code. A request or a cancel refreshes the header balance (wallet feature).

export function prefetch(queryClient: QueryClient) {
  const session = readSession();
  if (!session || session.type === TRIAL_CUSTOMER_TYPE) return;
  void queryClient.prefetchQuery(withdrawalCheckQueryOptions());
  void queryClient.prefetchQuery(withdrawalOptionsQueryOptions());
}

export function Component() {
  const queryClient = useQueryClient();
  return (
    <MembersOnly>
      <WithdrawScreen
        onBalanceChanged={() =>
          void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
        }
      />
    </MembersOnly>
  );
}
