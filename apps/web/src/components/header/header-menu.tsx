import { ROUTES } from '@lobby/shared';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Link, useNavigate } from '../../lib/router.ts';
import { useStartupConfig } from '../../lib/startup-config.ts';
import { useTranslation } from '../../lib/translation.ts';
import { CdnImage } from '../cdn-image.tsx';
import { CopyrightLine } from '../copyright-line.tsx';
import { LanguagePicker } from '../language-picker/language-picker.tsx';
import { LicenceBadges } from '../licence-badges.tsx';
import { followMemberEntry } from '../member-entry.ts';
import { ChevronIcon, DepositIcon, RefreshIcon, WithdrawIcon } from '../more-icons.tsx';
import { Sheet } from '../sheet.tsx';
import './header-menu.css';

export interface HeaderMenuProps {
  open: boolean;
  onClose(): void;
  /** A logged-in member's entries (refresh, hide/show balance, sign out); absent for a guest. */
  accountMenu?: ComponentType<{ onClose(): void }> | undefined;
  /** Shows the withdraw item only when the member's withdrawal check passes (decision 067). */
  withdrawGate?: ComponentType<{ children: ReactNode }> | undefined;
}

/**
 * spec 2.3 menu: deposit, withdraw (if allowed), refresh balance, hide/show balance and sign out
 * (logged in only), the language, licence and brand images and the copyright line.
 */
export function HeaderMenu({
  open,
  onClose,
  accountMenu: AccountMenu,
  withdrawGate: WithdrawGate,
}: HeaderMenuProps) {
  const { t } = useTranslation();
  const config = useStartupConfig();
  const navigate = useNavigate();

  function guestRefresh() {
    onClose();
    // spec 2.3: refresh balance redirects a guest to log in (docs/decisions/016).
    navigate(ROUTES.login);
  }

  return (
    <Sheet open={open} onClose={onClose} title={t('menu.title')} side="end">
      <nav className="menu-list" aria-label={t('menu.title')}>
        <Link
          to={ROUTES.voucherCenter}
          onClick={(event) => {
            onClose();
            followMemberEntry(event, ROUTES.voucherCenter, t);
          }}
        >
          <DepositIcon />
          <span>{t('menu.deposit')}</span>
          <ChevronIcon />
        </Link>
        {/* spec 2.3 "withdraw (if allowed)": the member's check alone (decision 067); a guest has none. */}
        {WithdrawGate && (
          <Suspense fallback={null}>
            <WithdrawGate>
              <Link
                to={ROUTES.withdraw}
                onClick={(event) => {
                  onClose();
                  followMemberEntry(event, ROUTES.withdraw, t);
                }}
              >
                <WithdrawIcon />
                <span>{t('menu.withdraw')}</span>
                <ChevronIcon />
              </Link>
            </WithdrawGate>
          </Suspense>
        )}
        {AccountMenu ? (
          <Suspense fallback={null}>
            <AccountMenu onClose={onClose} />
          </Suspense>
        ) : (
          <button type="button" onClick={guestRefresh}>
            <RefreshIcon />
            <span>{t('menu.refreshBalance')}</span>
            <ChevronIcon />
          </button>
        )}
      </nav>
      <div className="menu-section">
        <h3>{t('menu.language')}</h3>
        <LanguagePicker />
      </div>
      <div className="menu-section menu-brand">
        <CdnImage path={config.brand.logo.url} alt={config.brand.logo.alt} width={150} height={40} />
        <LicenceBadges images={config.brand.licenceImages} label={t('menu.licences')} size={48} />
        <CopyrightLine />
      </div>
    </Sheet>
  );
}
