import { useTranslation } from '../../../lib/translation.ts';
import { OFFERED_PRODUCTS, type Product } from '../products.ts';
import '../../../components/chips.css';

// The betting record's product filter (decision 085): one product or all, a row of chips that
// scrolls sideways inside the screen; its period is components/period-chips.tsx.

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
