import type { DepositOptionsResponse } from '@lobby/shared';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { quickAmounts } from '../deposit-rules.ts';
import { AmountField } from './amount-field.tsx';
import { PromotionPicker } from './promotion-picker.tsx';
import { ReceiptPicker } from './receipt-picker.tsx';
import { ReceivingAccounts } from './receiving-accounts.tsx';
import type { DepositForm } from './use-deposit-form.ts';

// The parts of the deposit form, laid out by either template (spec 4 dep_func).

export function AmountSection({ form, options }: { form: DepositForm; options: DepositOptionsResponse }) {
  const { channel } = form;
  if (!channel) return null;
  return (
    <>
      <AmountField
        value={form.amount}
        onChange={form.setAmount}
        min={channel.minAmount}
        max={channel.maxAmount}
        currencySymbol={options.currencySymbol}
        chips={quickAmounts(channel.minAmount, channel.maxAmount)}
        error={form.errors.amount}
      />
      <PromotionPicker
        promotions={options.promotions}
        amount={form.amount}
        currencySymbol={options.currencySymbol}
        value={form.promotionId}
        onChange={form.setPromotionId}
      />
    </>
  );
}

/** Bank transfer: where to pay, who paid, the bank's reference and an optional receipt. */
export function DetailsSection({ form }: { form: DepositForm }) {
  const { t } = useTranslation();
  const { channel } = form;
  if (channel?.type !== 'bank_transfer') return <p className="cashier-hint">{t('cashier.gatewayNote')}</p>;
  return (
    <>
      <ReceivingAccounts
        accounts={channel.receivingAccounts}
        value={form.account?.id ?? null}
        onChange={form.setAccountId}
      />
      {form.errors.account && <FormAlert message={form.errors.account} />}
      <TextField
        label={t('cashier.payerName')}
        value={form.payerName}
        onValueChange={form.setPayerName}
        autoComplete="name"
        maxLength={50}
        error={form.errors.payerName}
      />
      <TextField
        label={t('cashier.reference')}
        value={form.reference}
        onValueChange={form.setReference}
        autoComplete="off"
        dir="ltr"
        maxLength={64}
        placeholder={t('cashier.referenceHint')}
        error={form.errors.reference}
      />
      <ReceiptPicker value={form.receipt} onChange={form.setReceipt} />
    </>
  );
}

export function SubmitButton({ form }: { form: DepositForm }) {
  const { t } = useTranslation();
  const gateway = form.channel?.type === 'gateway';
  return (
    <>
      <FormAlert message={form.formError} />
      <button
        type="submit"
        className="button button-primary cashier-submit"
        disabled={form.busy || !form.channel}
        aria-busy={form.busy}
      >
        {t(form.busy ? 'cashier.submitting' : gateway ? 'cashier.payOnline' : 'cashier.submitDeposit')}
      </button>
    </>
  );
}
