import { ROUTES } from '@lobby/shared';
import { UserIcon } from '../../../components/icons.tsx';
import { requestLogin } from '../../../lib/login-prompt.ts';
import { Link } from '../../../lib/router.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useTranslation } from '../../../lib/translation.ts';

/** spec 2.9, 6: a guest's member centre asks to log in, or to register when DIRECTREG3 is on. */
export function GuestPrompt() {
  const { t } = useTranslation();
  const { whitelabel } = useStartupConfig();
  return (
    <div className="mc-profile mc-guest">
      <span className="mc-avatar mc-avatar-empty">
        <UserIcon />
      </span>
      <div className="mc-profile-text">
        <h2 className="mc-account">{t('memberCentre.guestTitle')}</h2>
        <p className="mc-joined">{t('memberCentre.guestText')}</p>
        <div className="mc-guest-actions">
          <button type="button" className="button button-small button-gold" onClick={() => requestLogin()}>
            {t('header.login')}
          </button>
          {whitelabel.DIRECTREG3 && (
            <Link className="button button-small button-ghost" to={ROUTES.register}>
              {t('header.register')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * A trial member (type 4) is told, once and up front, what the entries will say one by one
 * (spec 6: log in with a real account for some functions; decision 055).
 */
export function TrialNote() {
  const { t } = useTranslation();
  return (
    <aside className="card mc-trial" aria-labelledby="mc-trial-title">
      <h2 id="mc-trial-title">{t('memberCentre.trialTitle')}</h2>
      <p>{t('memberCentre.trialText')}</p>
      <button type="button" className="button button-small button-primary" onClick={() => requestLogin()}>
        {t('memberCentre.trialLogin')}
      </button>
    </aside>
  );
}
