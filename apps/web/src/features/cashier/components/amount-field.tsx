import { TextField } from '../../../components/form/text-field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { showChip, showMoney } from '../money.ts';

export interface AmountFieldProps {
  value: string;
  onChange(value: string): void;
  min: string;
  max: string;
  currencySymbol: string;
  /** Quick-amount chips (deposit), already within the limits. */
  chips?: string[];
  error?: string | undefined;
  /** After the input: the withdraw screen's "all" button. */
  trailing?: React.ReactNode;
}

/** An amount with its limits under it, and quick-amount chips that fill it in one tap. */
export function AmountField({
  value,
  onChange,
  min,
  max,
  currencySymbol,
  chips,
  error,
  trailing,
}: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="cashier-amount">
      <TextField
        label={t('cashier.amount')}
        value={value}
        onValueChange={(text) => onChange(text.replace(/[^\d.]/g, ''))}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        error={error}
        leading={<span className="cashier-symbol">{currencySymbol}</span>}
        trailing={trailing}
      />
      <p className="cashier-hint">
        {t('cashier.amountRange', { min: showMoney(min, currencySymbol), max: showMoney(max, '').trim() })}
      </p>
      {chips && chips.length > 0 && (
        <fieldset className="cashier-chips">
          <legend className="visually-hidden">{t('cashier.quickAmounts')}</legend>
          {chips.map((chip) => (
            <button
              key={chip}
              type="button"
              className={chip === value ? 'cashier-chip selected' : 'cashier-chip'}
              aria-pressed={chip === value}
              onClick={() => onChange(chip)}
            >
              <bdi>{showChip(chip)}</bdi>
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
