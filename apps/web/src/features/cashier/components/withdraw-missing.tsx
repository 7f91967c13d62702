import type { WithdrawalCheckResponse } from '@lobby/shared';
import { Link } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { showMoney } from '../money.ts';
import { missingSteps } from '../withdraw-rules.ts';

/** The check failed: exactly what is missing, each with where to do it (spec 6; issue 11). */
export function WithdrawMissing({
  check,
  currencySymbol,
}: {
  check: WithdrawalCheckResponse;
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="card cashier-missing"
      aria-labelledby="withdraw-missing-title"
      data-testid="withdraw-missing"
    >
      <h2 id="withdraw-missing-title">{t('cashier.missingTitle')}</h2>
      <ul>
        {missingSteps(check).map((step) => (
          <li key={step.id} data-step={step.id}>
            <span>
              {t(`cashier.missing.${step.id}`, {
                amount: showMoney(check.turnoverRemaining, currencySymbol),
              })}
            </span>
            {step.to && (
              <Link className="button button-small button-outline" to={step.to}>
                {t(`cashier.missingAction.${step.id}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
