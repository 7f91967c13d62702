import type { Withdrawal, WithdrawalOptionsResponse } from '@lobby/shared';
import { useRef, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { createWithdrawal } from '../api/withdrawals.ts';
import { newRequestKey, showMoney } from '../money.ts';
import { maskedCard, withdrawLimits, withdrawProblem } from '../withdraw-rules.ts';
import { AmountField } from './amount-field.tsx';

/**
 * /m/withdraw's form (spec 7 "withdraw: request"): a bound card (masked), an amount within the
 * limits, the available balance and today's rest, and the 6-digit payment password.
 */
export function WithdrawForm({
  options,
  onRequested,
}: {
  options: WithdrawalOptionsResponse;
  onRequested(withdrawal: Withdrawal): void;
}) {
  const { t } = useTranslation();
  const [cardId, setCardId] = useState<number | null>(options.cards[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string | undefined; password?: string | undefined }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A double tap calls submit twice before React re-renders: the ref stops the second.
  const inFlight = useRef(false);
  const limits = withdrawLimits(options);
  const symbol = options.currencySymbol;

  async function submit() {
    if (inFlight.current) return;
    const amountError = withdrawProblem(amount, options) ?? undefined;
    const passwordError = /^\d{6}$/.test(password) ? undefined : 'cashier.paymentPasswordRule';
    setErrors({ amount: amountError, password: passwordError });
    if (amountError || passwordError || cardId === null) return;
    inFlight.current = true;
    setBusy(true);
    setFormError(null);
    try {
      onRequested(
        await createWithdrawal({
          cardId,
          amount: amount.trim(),
          paymentPassword: password,
          requestKey: newRequestKey(),
        }),
      );
    } catch (error) {
      setFormError(errorMessageKey(error));
      setPassword('');
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <form
      className="cashier-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <dl className="cashier-summary">
        <dt>{t('cashier.available')}</dt>
        <dd>
          <bdi data-testid="withdraw-available">{showMoney(options.availableBalance, symbol)}</bdi>
        </dd>
        <dt>{t('cashier.todayCountLeft')}</dt>
        <dd data-testid="withdraw-count-left">{limits.remainingCount}</dd>
        <dt>{t('cashier.todayAmountLeft')}</dt>
        <dd>
          <bdi>{showMoney(limits.remainingAmount, symbol)}</bdi>
        </dd>
      </dl>
      <fieldset className="cashier-options">
        <legend>{t('cashier.card')}</legend>
        {options.cards.map((card) => (
          <label key={card.id} className={card.id === cardId ? 'cashier-option selected' : 'cashier-option'}>
            <input
              type="radio"
              name="withdraw-card"
              checked={card.id === cardId}
              onChange={() => setCardId(card.id)}
            />
            <span className="cashier-option-text">
              <strong>{card.bankName}</strong>
              <small>
                <bdi>{maskedCard(card.cardNumber)}</bdi> · <bdi>{card.payeeName}</bdi>
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setErrors((e) => ({ ...e, amount: undefined }));
        }}
        min={options.minAmount}
        max={options.maxAmount}
        currencySymbol={symbol}
        error={errors.amount}
        trailing={
          <button type="button" className="cashier-all" onClick={() => setAmount(limits.maxNow)}>
            {t('cashier.all')}
          </button>
        }
      />
      <TextField
        label={t('cashier.paymentPassword')}
        type="password"
        value={password}
        onValueChange={(value) => setPassword(value.slice(0, 6))}
        digits
        inputMode="numeric"
        dir="ltr"
        maxLength={6}
        autoComplete="off"
        error={errors.password}
      />
      <FormAlert message={formError} />
      <button type="submit" className="button button-primary cashier-submit" disabled={busy} aria-busy={busy}>
        {t(busy ? 'cashier.submitting' : 'cashier.submitWithdraw')}
      </button>
    </form>
  );
}
