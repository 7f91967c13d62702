import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronIcon, RefreshIcon } from '../icons.tsx';

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

function MenuIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <MenuIcon>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M4 4l16 16" />}
  </MenuIcon>
);

const SignOutIcon = () => (
  <MenuIcon>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
  </MenuIcon>
);
