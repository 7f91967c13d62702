import { ROUTES } from '@lobby/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { backAction, isHomePath, titleKey } from '../../lib/layout-rules.ts';
import { useSession } from '../../lib/session.ts';
import { useStartupConfig } from '../../lib/startup-config.ts';
import { CdnImage } from '../cdn-image.tsx';
import { BackIcon, MenuIcon } from '../icons.tsx';
import { HeaderMenu } from './header-menu.tsx';

/** react-router numbers the entries it pushes: idx 0 is where the visitor entered the app. */
function hasAppHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** spec 2.3: logo on home, back arrow elsewhere; title by path; home actions by session. */
export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const config = useStartupConfig();
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const home = isHomePath(pathname);
  const directReg = config.whitelabel.DIRECTREG3 === true;

  function goBack() {
    const action = backAction(pathname, hasAppHistory());
    if (action === 'back') navigate(-1);
    else navigate(ROUTES.home, { replace: action === 'replace-home' });
  }

  return (
    <header className="app-header">
      {home ? (
        // Logged in, the user name sits under a smaller logo so the actions keep their room.
        <div className={session ? 'header-brand with-user' : 'header-brand'}>
          <Link to={ROUTES.home} className="header-logo">
            <CdnImage path={config.brand.logo.url} alt={config.brand.logo.alt} width={120} height={32} />
          </Link>
          {session && <span className="header-user">{session.userName}</span>}
        </div>
      ) : (
        <button type="button" className="icon-button" aria-label={t('header.back')} onClick={goBack}>
          <BackIcon />
        </button>
      )}
      {home ? (
        <h1 className="visually-hidden">{config.brand.name}</h1>
      ) : (
        <h1 className="header-title">{t(titleKey(pathname))}</h1>
      )}
      {home && (
        <div className="header-actions">
          {session ? (
            <>
              <Link className="button button-small button-gold" to={ROUTES.voucherCenter}>
                {t('header.deposit')}
              </Link>
              {directReg && (
                <Link className="button button-small button-ghost" to={ROUTES.withdraw}>
                  {t('header.withdraw')}
                </Link>
              )}
            </>
          ) : (
            <>
              <Link className="button button-small button-ghost" to={ROUTES.login}>
                {t('header.login')}
              </Link>
              {directReg && (
                <Link className="button button-small button-gold" to={ROUTES.register}>
                  {t('header.register')}
                </Link>
              )}
            </>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={t('header.menu')}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      )}
      {!home && <span className="header-spacer" aria-hidden="true" />}
      {home && <HeaderMenu open={menuOpen} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
