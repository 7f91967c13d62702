import { TRIAL_CUSTOMER_TYPE } from '@lobby/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { MembersOnly } from '../../components/session-guards.tsx';
import { depositOptionsQueryOptions } from '../../features/cashier/api/get-deposit-options.ts';
import { DepositScreen } from '../../features/cashier/screens/deposit-screen.tsx';
import { balanceQueryOptions } from '../../features/wallet/api/get-balance.ts';
import { readSession } from '../../lib/session.ts';
import { WITHDRAWAL_CHECK_QUERY_KEY } from '../../lib/withdrawal-check.ts';

// /m/voucherCenter, the deposit (spec 2.1, 4 dep_func, 7 "deposit"): members only. A final
// deposit refreshes the header balance (wallet feature) and the withdrawal check (turnover moved).

export function prefetch(queryClient: QueryClient) {
  const session = readSession();
  if (session && session.type !== TRIAL_CUSTOMER_TYPE)
    void queryClient.prefetchQuery(depositOptionsQueryOptions());
}

export function Component() {
  const queryClient = useQueryClient();
  return (
    <MembersOnly>
      <DepositScreen
        onDepositFinal={() => {
          void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
          void queryClient.invalidateQueries({ queryKey: WITHDRAWAL_CHECK_QUERY_KEY });
        }}
      />
    </MembersOnly>
  );
}
