import { ROUTES } from '@lobby/shared';
import { Link } from '../../lib/router.ts';
import { useTranslation } from '../../lib/translation.ts';
import { UserIcon } from '../icons.tsx';
import { ChevronIcon, EyeIcon, LockIcon, RefreshIcon, SignOutIcon } from '../more-icons.tsx';

export interface AccountMenuItemsProps {
  hidden: boolean;
  onRefresh(): void;
  onToggleHidden(): void;
  onSignOut(): void;
  /** A page entry was chosen: the menu closes. */
  onNavigate(): void;
}

/**
 * spec 2.3 menu, logged in: refresh balance, hide/show balance, personal settings and change
 * password (spec 2.8, 2.9: reachable before the member centre exists), and sign out.
 */
export function AccountMenuItems({
  hidden,
  onRefresh,
  onToggleHidden,
  onSignOut,
  onNavigate,
}: AccountMenuItemsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" onClick={onRefresh}>
        <RefreshIcon />
        <span>{t('menu.refreshBalance')}</span>
        <ChevronIcon />
      </button>
      <button type="button" onClick={onToggleHidden}>
        <EyeIcon crossed={!hidden} />
        <span>{t(hidden ? 'account.showBalance' : 'account.hideBalance')}</span>
        <ChevronIcon />
      </button>
      <Link to={ROUTES.set} onClick={onNavigate}>
        <UserIcon />
        <span>{t('titles.set')}</span>
        <ChevronIcon />
      </Link>
      <Link to={ROUTES.changePsw} onClick={onNavigate}>
        <LockIcon />
        <span>{t('menu.changePassword')}</span>
        <ChevronIcon />
      </Link>
      <button type="button" onClick={onSignOut}>
        <SignOutIcon />
        <span>{t('account.signOut')}</span>
        <ChevronIcon />
      </button>
    </>
  );
}
