import { useState } from 'react';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useBankCards } from '../api/get-bank-cards.ts';
import { useRemoveBankCard } from '../api/remove-bank-card.ts';
import { BindCardForm } from './bind-card-form.tsx';

/**
 * Bank cards (issue 11): the bound ones, masked and left to right in every language, each with
 * remove (asked again in place: an antd dialog would open under the sheet, which the browser
 * keeps in the top layer); the bind form while fewer than the limit are bound.
 */
export function BankCardsPanel() {
  const { t } = useTranslation();
  const cards = useBankCards(true);
  const remove = useRemoveBankCard();
  const [confirming, setConfirming] = useState<number | null>(null);
  if (!cards.data) return <p className="sec-muted">{t('security.loading')}</p>;
  const { cards: list, maxBankCards, payeeName } = cards.data;

  function onRemove(id: number) {
    setConfirming(null);
    remove.mutate(id, { onError: (error) => void showToast(t(errorMessageKey(error)), 2000, 'fail') });
  }

  return (
    <div className="sec-cards">
      {list.length === 0 && <p className="sec-muted">{t('security.cards.empty')}</p>}
      <ul className="sec-card-list">
        {list.map((card) => (
          <li key={card.id} className="sec-card">
            <div>
              <strong>{card.bankName}</strong>
              <span className="sec-card-number" dir="ltr">
                {card.cardNumber}
              </span>
              <span className="sec-muted">{card.payeeName}</span>
            </div>
            {confirming === card.id ? (
              <fieldset className="sec-confirm" aria-label={t('security.cards.removeConfirm')}>
                <span>{t('security.cards.removeConfirm')}</span>
                <button
                  type="button"
                  className="button button-small button-primary"
                  onClick={() => onRemove(card.id)}
                >
                  {t('security.cards.remove')}
                </button>
                <button
                  type="button"
                  className="button button-small button-ghost"
                  onClick={() => setConfirming(null)}
                >
                  {t('security.cancel')}
                </button>
              </fieldset>
            ) : (
              <button
                type="button"
                className="button button-small button-outline"
                onClick={() => setConfirming(card.id)}
              >
                {t('security.cards.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {list.length < maxBankCards ? (
        <BindCardForm payeeName={payeeName} />
      ) : (
        <p className="sec-muted">{t('security.cards.limit', { max: maxBankCards })}</p>
      )}
    </div>
  );
}
