import { requestLogin } from '../../../lib/login-prompt.ts';
import { useTranslation } from '../../../lib/translation.ts';

// The loading, failed and trial pages of /m/voucherCenter and /m/withdraw.

export function CashierLoading() {
  const { t } = useTranslation();
  return (
    <main className="page-content cashier" aria-busy="true">
      <p className="card">{t('common.loading')}</p>
    </main>
  );
}

export function CashierFailed({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <main className="page-content cashier">
      <section className="card" role="alert">
        <p>{text}</p>
        <button type="button" className="button button-outline" onClick={onRetry}>
          {t('startup.retry')}
        </button>
      </section>
    </main>
  );
}

/** spec 6: a trial account cannot deposit or withdraw; it is told to log in with a real one. */
export function TrialNotice() {
  const { t } = useTranslation();
  return (
    <main className="page-content cashier">
      <section className="card cashier-trial" aria-labelledby="cashier-trial-title">
        <h2 id="cashier-trial-title">{t('cashier.trialTitle')}</h2>
        <p>{t('cashier.trialText')}</p>
        <button type="button" className="button button-primary" onClick={() => requestLogin()}>
          {t('cashier.trialLogin')}
        </button>
      </section>
    </main>
  );
}
