import type { DepositOptionsResponse } from '@lobby/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { showMoney } from '../money.ts';
import { ChannelPicker } from './channel-picker.tsx';
import { AmountSection, DetailsSection, SubmitButton } from './deposit-sections.tsx';
import type { DepositForm } from './use-deposit-form.ts';

interface LayoutProps {
  form: DepositForm;
  options: DepositOptionsResponse;
}

/** dep_func "0" (spec 4): the classic deposit, one scrolling form. */
export function ClassicDeposit({ form, options }: LayoutProps) {
  return (
    <form
      className="cashier-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <ChannelPicker
        channels={options.channels}
        value={form.channel?.code ?? null}
        onChange={form.selectChannel}
      />
      <AmountSection form={form} options={options} />
      <DetailsSection form={form} />
      <SubmitButton form={form} />
    </form>
  );
}

const STEPS = ['stepChannel', 'stepAmount', 'stepConfirm'] as const;

/** dep_func "1" (spec 4): the new deposit, in steps: channel, amount and promotion, details and confirm. */
export function StepDeposit({ form, options }: LayoutProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const promotion = options.promotions.find((p) => p.id === form.promotionId);
  function next() {
    if (step === 1 && !form.amountValid()) return;
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  }
  return (
    <form
      className="cashier-form cashier-steps"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (step < STEPS.length - 1) next();
        else void form.submit();
      }}
    >
      <ol className="cashier-step-bar">
        {STEPS.map((key, index) => (
          <li
            key={key}
            className={index === step ? 'current' : index < step ? 'done' : undefined}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="cashier-step-number">{index + 1}</span>
            <span>{t(`cashier.${key}`)}</span>
          </li>
        ))}
      </ol>
      {step === 0 && (
        <ChannelPicker
          channels={options.channels}
          value={form.channel?.code ?? null}
          onChange={form.selectChannel}
        />
      )}
      {step === 1 && <AmountSection form={form} options={options} />}
      {step === 2 && (
        <>
          <dl className="cashier-summary">
            <dt>{t('cashier.channel')}</dt>
            <dd>{form.channel?.name}</dd>
            <dt>{t('cashier.amount')}</dt>
            <dd>
              <bdi>{showMoney(form.amount, options.currencySymbol)}</bdi>
            </dd>
            <dt>{t('cashier.promotion')}</dt>
            <dd>{promotion?.title ?? t('cashier.noPromotion')}</dd>
          </dl>
          <DetailsSection form={form} />
        </>
      )}
      <div className="cashier-step-actions">
        {step > 0 && (
          <button type="button" className="button button-outline" onClick={() => setStep((s) => s - 1)}>
            {t('cashier.previous')}
          </button>
        )}
        {step < STEPS.length - 1 ? (
          <button type="submit" className="button button-primary" disabled={!form.channel}>
            {t('cashier.next')}
          </button>
        ) : (
          <SubmitButton form={form} />
        )}
      </div>
    </form>
  );
}
