import { errorMessageKey } from '../../../lib/error-message.ts';
import { confirmDialog, showToast } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useBankCards } from '../api/get-bank-cards.ts';
import { useRemoveBankCard } from '../api/remove-bank-card.ts';
import { BindCardForm } from './bind-card-form.tsx';

/**
 * Bank cards (issue 11): the bound ones, masked and left to right in every language, each with
 * remove; the bind form while fewer than the limit are bound.
 */
export function BankCardsPanel() {
  const { t } = useTranslation();
  const cards = useBankCards(true);
  const remove = useRemoveBankCard();
  if (!cards.data) return <p className="sec-muted">{t('security.loading')}</p>;
  const { cards: list, maxBankCards, payeeName } = cards.data;

  async function onRemove(id: number) {
    const yes = await confirmDialog({
      content: t('security.cards.removeConfirm'),
      confirmText: t('security.cards.remove'),
      cancelText: t('security.cancel'),
    });
    if (!yes) return;
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
            <button
              type="button"
              className="button button-small button-outline"
              onClick={() => void onRemove(card.id)}
            >
              {t('security.cards.remove')}
            </button>
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
