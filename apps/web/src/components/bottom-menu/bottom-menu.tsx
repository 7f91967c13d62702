import { ROUTES } from '@lobby/shared';
import type { ReactNode } from 'react';
import { NavLink } from '../../lib/router.ts';
import { useTranslation } from '../../lib/translation.ts';
import { GiftIcon, HomeIcon, InviteIcon, UserIcon, WalletIcon } from '../icons.tsx';
import { followMemberEntry } from '../member-entry.ts';
import { currentBottomEntry } from './bottom-menu-rules.ts';

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

  return (
    <nav className="bottom-menu" aria-label={t('nav.label')}>
      {ITEMS.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          isActive={(pathname) => currentBottomEntry(pathname) === item.to}
          className={item.centre ? 'bottom-item bottom-centre' : 'bottom-item'}
          onClick={(event) => followMemberEntry(event, item.to, t)}
        >
          <span className="bottom-icon">{item.icon}</span>
          <span className="bottom-label">{t(item.labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
