import { ROUTES } from '@lobby/shared';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { backAction, isHomePath, titleKey } from '../../lib/layout-rules.ts';
import { canGoBack, Link, useLocation, useNavigate } from '../../lib/router.ts';
import { useSession } from '../../lib/session.ts';
import { useStartupConfig } from '../../lib/startup-config.ts';
import { useTranslation } from '../../lib/translation.ts';
import { CdnImage } from '../cdn-image.tsx';
import { BackIcon, MenuIcon } from '../icons.tsx';
import { followMemberEntry } from '../member-entry.ts';

// The menu loads on its first opening: the first paint of Home does not carry it (decision 007).
const HeaderMenu = lazy(() => import('./header-menu.tsx').then((m) => ({ default: m.HeaderMenu })));

export interface HeaderProps {
  /**
   * The logged-in row of the home header (nickname, balance). app/ composes it from the
   * features and loads it lazily: a guest's first paint carries none of it (decision 007).
   */
  account?: ComponentType | undefined;
  /** The logged-in menu entries (refresh balance, hide/show balance, sign out), same chunk. */
  accountMenu?: ComponentType<{ onClose(): void }> | undefined;
  /**
   * Shows its children (the withdraw link, the menu's withdraw item) only when the member's
   * withdrawal-allowed check passes (spec 2.3, 6; decision 067). Same lazy chunk: the check's
   * call and its code never reach a guest's first paint.
   */
  withdrawGate?: ComponentType<{ children: ReactNode }> | undefined;
}

/** spec 2.3: logo on home, back arrow elsewhere; title by path; home actions by session. */
export function Header({ account: Account, accountMenu, withdrawGate: WithdrawGate }: HeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const config = useStartupConfig();
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const home = isHomePath(pathname);
  const directReg = config.whitelabel.DIRECTREG3 === true;

  function goBack() {
    const action = backAction(pathname, canGoBack());
    if (action === 'back') navigate(-1);
    else navigate(ROUTES.home, { replace: action === 'replace-home' });
  }

  return (
    <header className={home && session && Account ? 'app-header with-member' : 'app-header'}>
      {home ? (
        <div className="header-brand">
          <Link to={ROUTES.home} className="header-logo">
            <CdnImage path={config.brand.logo.url} alt={config.brand.logo.alt} width={120} height={32} />
          </Link>
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
              <Link
                className="button button-small button-gold"
                to={ROUTES.voucherCenter}
                onClick={(event) => followMemberEntry(event, ROUTES.voucherCenter, t)}
              >
                {t('header.deposit')}
              </Link>
              {/* spec 2.3 "withdraw link if DIRECTREG3", and the check on top (decision 067). */}
              {directReg && WithdrawGate && (
                <Suspense fallback={null}>
                  <WithdrawGate>
                    <Link
                      className="button button-small button-ghost"
                      to={ROUTES.withdraw}
                      onClick={(event) => followMemberEntry(event, ROUTES.withdraw, t)}
                    >
                      {t('header.withdraw')}
                    </Link>
                  </WithdrawGate>
                </Suspense>
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
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </button>
        </div>
      )}
      {!home && <span className="header-spacer" aria-hidden="true" />}
      {home && session && Account && (
        <Suspense fallback={null}>
          <Account />
        </Suspense>
      )}
      {home && menuLoaded && (
        <Suspense fallback={null}>
          <HeaderMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            accountMenu={session ? accountMenu : undefined}
            withdrawGate={session ? WithdrawGate : undefined}
          />
        </Suspense>
      )}
    </header>
  );
}
