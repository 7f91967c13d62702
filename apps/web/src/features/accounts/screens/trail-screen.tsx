import { ROUTES } from '@lobby/shared';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { formatBalance } from '../../../components/header/balance-format.ts';
import { Link, useNavigate } from '../../../lib/router.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useTrialCurrent } from '../api/get-trial-current.ts';
import { useTrialTerms } from '../api/get-trial-terms.ts';
import { useTrialStart } from '../components/use-trial-start.ts';
import { formatTimeLeft, lifetimeText, trialScreenState } from '../trial-rules.ts';
import './trail-screen.css';

/** A clock that moves once a second while a trial runs. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}

/** The terms the server gives (decision 040): the demo credit and the time limit. */
function TrialTerms() {
  const { t } = useTranslation();
  const terms = useTrialTerms();
  if (terms.isError) {
    return (
      <div className="trial-terms-error">
        <FormAlert message="trial.termsFailed" />
        <button type="button" className="button button-outline" onClick={() => void terms.refetch()}>
          {t('startup.retry')}
        </button>
      </div>
    );
  }
  const lifetime = terms.data ? lifetimeText(terms.data.lifetimeMinutes) : null;
  return (
    <dl className="trial-facts" aria-busy={terms.isPending}>
      <div>
        <dt>{t('trial.credit')}</dt>
        <dd data-testid="trial-credit">
          {terms.data ? formatBalance(terms.data.credit, terms.data.currency.symbol) : t('common.loading')}
        </dd>
      </div>
      <div>
        <dt>{t('trial.timeLimit')}</dt>
        <dd data-testid="trial-time-limit">
          {lifetime ? t(lifetime.key, { count: lifetime.count }) : t('common.loading')}
        </dd>
      </div>
    </dl>
  );
}

/** A trial member's own trial: how long it has left, and the way back to the games. */
function TrialRunning() {
  const { t } = useTranslation();
  const current = useTrialCurrent(true);
  const expiresAt = current.data?.expiresAt ?? null;
  const now = useNow(expiresAt !== null);
  return (
    <section className="card trial-running" aria-live="polite">
      <h2>{t('trial.running')}</h2>
      {expiresAt !== null && (
        <p>
          {t('trial.timeLeft')}{' '}
          <strong data-testid="trial-time-left">{formatTimeLeft(expiresAt - now)}</strong>
        </p>
      )}
      <Link className="button button-primary" to={ROUTES.home}>
        {t('trial.continue')}
      </Link>
    </section>
  );
}

/**
 * /m/trail, free trial (spec 2.1, 2.3, 2.5, 6): what trial play is, its credit and time limit
 * from the server, what it cannot do, and the trial-play action the login screen shares; a
 * running trial shows its time left. The way to a real account stays one tap away.
 */
export function TrailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const state = trialScreenState(session);
  const [error, setError] = useState<string | null>(null);
  const trial = useTrialStart({ onDone: (to) => navigate(to, { replace: true }), onError: setError });

  return (
    <main className="page-content trail-page">
      {state === 'running' && <TrialRunning />}
      <section className="card trial-offer" aria-labelledby="trial-heading">
        <h2 id="trial-heading">{t('trial.heading')}</h2>
        <p>{t('trial.intro')}</p>
        <TrialTerms />
        <h3>{t('trial.limitsTitle')}</h3>
        <ul className="trial-limits">
          <li>{t('trial.noMoney')}</li>
          <li>{t('trial.noProfile')}</li>
          <li>{t('trial.ends')}</li>
        </ul>
        {state === 'offer' && (
          <>
            <FormAlert message={error} />
            <button
              type="button"
              className="button button-primary"
              disabled={trial.pending}
              aria-busy={trial.pending}
              onClick={trial.start}
            >
              {t('trial.start')}
            </button>
          </>
        )}
        {state === 'member' && <p className="trial-note">{t('trial.realMember')}</p>}
      </section>
      {state !== 'member' && (
        <section className="card trial-real" aria-labelledby="trial-real-heading">
          <h2 id="trial-real-heading">{t('trial.realTitle')}</h2>
          <p>{t('trial.realText')}</p>
          <div className="trial-real-actions">
            <Link className="button button-gold" to={ROUTES.register}>
              {t('header.register')}
            </Link>
            <Link className="button button-outline" to={ROUTES.login}>
              {t('header.login')}
            </Link>
          </div>
        </section>
      )}
    </main>
  );
}
