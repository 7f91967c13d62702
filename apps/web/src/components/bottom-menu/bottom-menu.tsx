import { ROUTES, TOASTS } from '@lobby/shared';
import type { MouseEvent, ReactNode } from 'react';
import { loadLocalePart } from '../../lib/i18n.ts';
import { requestLogin } from '../../lib/login-prompt.ts';
import { NavLink } from '../../lib/router.ts';
import { readSession } from '../../lib/session.ts';
import { useTranslation } from '../../lib/translation.ts';
import { GiftIcon, HomeIcon, InviteIcon, UserIcon, WalletIcon } from '../icons.tsx';
import { bottomMenuAction, currentBottomEntry } from './bottom-menu-rules.ts';

interface Item {
  to: string;
  labelKey: string;
  icon: ReactNode;
  centre?: boolean;
}

// spec 2.1: home, promotions, a centre deposit button, invite friends, member area.
const ITEMS: Item[] = [
  { to: ROUTES.home, labelKey: 'nav.home', icon: <HomeIcon /> },
  { to: ROUTES.activity, labelKey: 'nav.promotions', icon: <GiftIcon /> },
  { to: ROUTES.voucherCenter, labelKey: 'nav.deposit', icon: <WalletIcon />, centre: true },
  { to: ROUTES.inviteFriends, labelKey: 'nav.inviteFriends', icon: <InviteIcon /> },
  { to: ROUTES.mine, labelKey: 'nav.member', icon: <UserIcon /> },
];

export function BottomMenu() {
  const { t } = useTranslation();

  function follow(event: MouseEvent, to: string) {
    const action = bottomMenuAction(to, readSession());
    if (action === 'navigate') return;
    event.preventDefault();
    // spec 6: free_reject, trial members are told to log in with a real account.
    if (action === 'reject') {
      // Loaded on use: the first paint carries no toast code (decision 007).
      void Promise.all([import('../../lib/feedback.ts'), loadLocalePart('accounts')]).then(([m]) =>
        m.showToast(t('errors.TRIAL_NOT_ALLOWED'), TOASTS.shortMs),
      );
    } else requestLogin({ returnTo: to });
  }

  return (
    <nav className="bottom-menu" aria-label={t('nav.label')}>
      {ITEMS.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          isActive={(pathname) => currentBottomEntry(pathname) === item.to}
          className={item.centre ? 'bottom-item bottom-centre' : 'bottom-item'}
          onClick={(event) => follow(event, item.to)}
        >
          <span className="bottom-icon">{item.icon}</span>
          <span className="bottom-label">{t(item.labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
