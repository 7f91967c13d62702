import { FormAlert } from '../../../components/form/form-alert.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useFormKit } from '../../../components/form/use-form-kit.ts';
import { showToast } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useBindBankCard } from '../api/bind-bank-card.ts';
import { useBanks } from '../api/get-banks.ts';
import { type BindCardValues, cardDigits, validateBindCard } from '../security-rules.ts';
import { SelectField } from './select-field.tsx';
import { showSubmitError } from './submit-errors.ts';

const SERVER_FIELDS = { bankCode: 'bankCode', cardNumber: 'cardNumber', payeeName: 'payeeName' } as const;

/** Bind a card: a bank of the merchant's list, the number, the payee name (fixed after the first card). */
export function BindCardForm({ payeeName }: { payeeName: string | null }) {
  const { t } = useTranslation();
  const banks = useBanks(true);
  const bind = useBindBankCard();
  const list = banks.data?.banks ?? [];
  const form = useFormKit<BindCardValues>({
    defaultValues: { bankCode: '', cardNumber: '', payeeName: payeeName ?? '' },
    validate: (values) =>
      validateBindCard(
        values,
        list.find((b) => b.code === values.bankCode),
      ),
    checkOnChange: 'shown',
  });

  async function submit(values: BindCardValues) {
    try {
      await bind.mutateAsync({
        bankCode: values.bankCode,
        cardNumber: cardDigits(values.cardNumber),
        payeeName: values.payeeName.trim(),
      });
    } catch (error) {
      showSubmitError(form, error, SERVER_FIELDS);
      return;
    }
    form.reset({ bankCode: '', cardNumber: '', payeeName: payeeName ?? values.payeeName.trim() });
    void showToast(t('security.cards.bound'), 1000, 'success');
  }

  const bankField = form.field('bankCode');
  return (
    <form className="form sec-bind" noValidate onSubmit={form.submit(submit, () => bind.isPending)}>
      <h3 className="sec-subtitle">{t('security.cards.add')}</h3>
      <SelectField
        label={t('security.cards.bank')}
        placeholder={t('security.choose')}
        value={bankField.value}
        error={bankField.error}
        onValueChange={bankField.onValueChange}
        options={list.map((bank) => ({ value: bank.code, label: bank.name }))}
      />
      <TextField
        {...form.field('cardNumber')}
        label={t('security.cards.number')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={36}
      />
      <TextField
        {...form.field('payeeName')}
        label={t('security.cards.payee')}
        autoComplete="name"
        readOnly={payeeName !== null}
      />
      {payeeName !== null && <p className="sec-muted">{t('security.cards.payeeFixed')}</p>}
      <FormAlert message={form.formError} />
      <button type="submit" className="button button-primary" disabled={bind.isPending}>
        {t('security.cards.add')}
      </button>
    </form>
  );
}
