import type { DepositPromotion } from '@lobby/shared';
import { useTranslation } from '../../../lib/translation.ts';
import { promotionApplies, promotionBonus } from '../deposit-rules.ts';
import { showMoney } from '../money.ts';

/**
 * spec 7 "promo list" / "accept promo": optional, "no promotion" first and chosen by default;
 * each shows the bonus it would give on the amount typed, and one whose minimum is not reached
 * cannot be picked.
 */
export function PromotionPicker({
  promotions,
  amount,
  currencySymbol,
  value,
  onChange,
}: {
  promotions: DepositPromotion[];
  amount: string;
  currencySymbol: string;
  value: number | null;
  onChange(id: number | null): void;
}) {
  const { t } = useTranslation();
  if (promotions.length === 0) return null;
  return (
    <fieldset className="cashier-options">
      <legend>{t('cashier.promotion')}</legend>
      <label className={value === null ? 'cashier-option selected' : 'cashier-option'}>
        <input
          type="radio"
          name="deposit-promotion"
          checked={value === null}
          onChange={() => onChange(null)}
        />
        <span className="cashier-option-text">
          <strong>{t('cashier.noPromotion')}</strong>
        </span>
      </label>
      {promotions.map((promotion) => {
        const applies = promotionApplies(amount, promotion);
        return (
          <label
            key={promotion.id}
            className={promotion.id === value ? 'cashier-option selected' : 'cashier-option'}
            aria-disabled={!applies}
          >
            <input
              type="radio"
              name="deposit-promotion"
              checked={promotion.id === value}
              disabled={!applies}
              onChange={() => onChange(promotion.id)}
            />
            <span className="cashier-option-text">
              <strong>{promotion.title}</strong>
              <small>
                {applies
                  ? t('cashier.bonusWouldBe', {
                      amount: showMoney(promotionBonus(amount, promotion), currencySymbol),
                    })
                  : t('cashier.promotionMinimum', {
                      amount: showMoney(promotion.minDeposit, currencySymbol),
                    })}
              </small>
              {promotion.description && <small>{promotion.description}</small>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
