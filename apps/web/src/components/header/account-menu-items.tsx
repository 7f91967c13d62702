import { useTranslation } from '../../lib/translation.ts';
import { ChevronIcon, EyeIcon, RefreshIcon, SignOutIcon } from '../more-icons.tsx';

export interface AccountMenuItemsProps {
  hidden: boolean;
  onRefresh(): void;
  onToggleHidden(): void;
  onSignOut(): void;
}

/** spec 2.3 menu, logged in: refresh balance, hide/show balance and sign out. */
export function AccountMenuItems({ hidden, onRefresh, onToggleHidden, onSignOut }: AccountMenuItemsProps) {
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
      <button type="button" onClick={onSignOut}>
        <SignOutIcon />
        <span>{t('account.signOut')}</span>
        <ChevronIcon />
      </button>
    </>
  );
}
