import { TRIAL_CUSTOMER_TYPE, type Withdrawal } from '@lobby/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { WITHDRAWAL_CHECK_QUERY_KEY, withdrawalCheckQueryOptions } from '../../../lib/withdrawal-check.ts';
import { CASHIER_QUERY_KEY } from '../api/get-deposit-options.ts';
import { withdrawalOptionsQueryOptions } from '../api/get-withdrawal-options.ts';
import { CashierFailed, CashierLoading, TrialNotice } from '../components/screen-states.tsx';
import { WithdrawDone } from '../components/withdraw-done.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';
import { WithdrawMissing } from '../components/withdraw-missing.tsx';
import '../components/cashier.css';

/**
 * /m/withdraw (spec 2.1, 6, 7 "withdraw"): the withdrawal check first, and what is missing when
 * it fails; else the form, then the request with its cancel button. `onBalanceChanged` (from the
 * route) refreshes the header balance after a request or a cancel.
 */
export function WithdrawScreen({ onBalanceChanged }: { onBalanceChanged(): void }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const trial = session?.type === TRIAL_CUSTOMER_TYPE;
  const check = useQuery({ ...withdrawalCheckQueryOptions(), staleTime: 0, enabled: !trial });
  const options = useQuery({ ...withdrawalOptionsQueryOptions(), enabled: !trial });
  const [withdrawal, setWithdrawal] = useState<Withdrawal | null>(null);
  if (trial) return <TrialNotice />;
  if (check.isPending || options.isPending) return <CashierLoading />;
  if (check.isError || options.isError) {
    return (
      <CashierFailed
        text={t(errorMessageKey(check.error ?? options.error))}
        onRetry={() => void Promise.all([check.refetch(), options.refetch()])}
      />
    );
  }
  const symbol = options.data.currencySymbol;

  function changed(next: Withdrawal) {
    setWithdrawal(next);
    onBalanceChanged();
    // Today's use, the available balance and the check (a pending request) all moved.
    void queryClient.invalidateQueries({ queryKey: [...CASHIER_QUERY_KEY, 'withdrawal-options'] });
    void queryClient.invalidateQueries({ queryKey: WITHDRAWAL_CHECK_QUERY_KEY });
  }

  return (
    <main className="page-content cashier">
      {withdrawal ? (
        <WithdrawDone
          withdrawal={withdrawal}
          currencySymbol={symbol}
          onChanged={changed}
          onAnother={() => setWithdrawal(null)}
        />
      ) : check.data.allowed ? (
        <WithdrawForm options={options.data} onRequested={changed} />
      ) : (
        <WithdrawMissing check={check.data} currencySymbol={symbol} />
      )}
    </main>
  );
}
