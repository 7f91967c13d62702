import { type DateRange, FIXED_RANGE_PRESETS, presetRange } from '../../../lib/record-period.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { OFFERED_PRODUCTS, type Product } from '../products.ts';
import '../../../components/chips.css';

// The betting record's filters (decision 085): the period (the records part's words, decision
// 070) and one product or all. Each row of chips scrolls sideways inside the screen.

export function RangeChips({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="chip-row gr-chips">
      <legend className="visually-hidden">{t('records.period')}</legend>
      {FIXED_RANGE_PRESETS.map((preset) => (
        <button
          key={preset}
          type="button"
          className="chip gr-chip"
          aria-pressed={value.preset === preset}
          data-testid={`game-records-range-${preset}`}
          onClick={() => onChange(presetRange(preset))}
        >
          {t(`records.range.${preset}`)}
        </button>
      ))}
    </fieldset>
  );
}

export function ProductChips({
  value,
  onChange,
}: {
  value: Product | undefined;
  onChange: (product: Product | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="chip-row gr-chips">
      <legend className="visually-hidden">{t('gameRecords.products')}</legend>
      <button
        type="button"
        className="chip gr-chip"
        aria-pressed={value === undefined}
        data-testid="game-records-product-all"
        onClick={() => onChange(undefined)}
      >
        {t('gameRecords.all')}
      </button>
      {OFFERED_PRODUCTS.map((product) => (
        <button
          key={product}
          type="button"
          className="chip gr-chip"
          aria-pressed={value === product}
          data-testid={`game-records-product-${product}`}
          onClick={() => onChange(product)}
        >
          {t(`gameRecords.product.${product}`)}
        </button>
      ))}
    </fieldset>
  );
}
