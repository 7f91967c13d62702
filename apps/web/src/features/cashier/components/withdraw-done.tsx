import { ROUTES, type Withdrawal } from '@lobby/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { Link } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useMemberEvent } from '../../../lib/use-member-event.ts';
import { cancelWithdrawal, getWithdrawal } from '../api/withdrawals.ts';
import { showMoney } from '../money.ts';
import { maskedCard } from '../withdraw-rules.ts';

/** The request just made: its state, a cancel button while pending, and the way to the records. */
export function WithdrawDone({
  withdrawal,
  currencySymbol,
  onChanged,
  onAnother,
}: {
  withdrawal: Withdrawal;
  currencySymbol: string;
  onChanged(withdrawal: Withdrawal): void;
  onAnother(): void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The operator pays or rejects it while the member looks: the state follows, pushed.
  useMemberEvent('withdrawal', (event) => {
    if (event.id === withdrawal.id && event.state !== withdrawal.state)
      void getWithdrawal(withdrawal.id).then(onChanged, () => undefined);
  });
  async function cancel() {
    setBusy(true);
    setError(null);
    try {
      onChanged(await cancelWithdrawal(withdrawal.id));
    } catch (failure) {
      setError(errorMessageKey(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="card cashier-done" data-testid="withdrawal" data-state={withdrawal.state}>
      <h2 role="status">{t(`cashier.withdrawState.${withdrawal.state}`)}</h2>
      <p className="cashier-result-amount">
        <bdi>{showMoney(withdrawal.amount, currencySymbol)}</bdi>
      </p>
      <p>
        {withdrawal.bankName} <bdi>{maskedCard(withdrawal.cardNumber)}</bdi>
      </p>
      <p className="cashier-hint">
        {t('cashier.orderNo')} <bdi>{withdrawal.orderNo}</bdi>
      </p>
      <FormAlert message={error} />
      {withdrawal.state === 'pending' && (
        <button type="button" className="button button-outline" disabled={busy} onClick={() => void cancel()}>
          {t('cashier.cancelWithdrawal')}
        </button>
      )}
      <button type="button" className="button button-primary" onClick={onAnother}>
        {t('cashier.another')}
      </button>
      <Link className="cashier-link" to={ROUTES.withdrawReport}>
        {t('cashier.toWithdrawReport')}
      </Link>
    </section>
  );
}
