import { TRIAL_CUSTOMER_TYPE } from '@lobby/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AccountMenuItems } from '../components/header/account-menu-items.tsx';
import { setBalanceHidden, useBalanceHidden } from '../components/header/balance-visibility.ts';
import { HeaderMemberBar } from '../components/header/header-member-bar.tsx';
import { useMemberInfo } from '../features/accounts/api/get-member-info.ts';
import { logout } from '../features/accounts/logout.ts';
import { balanceQueryOptions, useBalance } from '../features/wallet/api/get-balance.ts';
import { useNavigate } from '../lib/router.ts';
import { useSession } from '../lib/session.ts';
import { useTranslation } from '../lib/translation.ts';
import { useWithdrawalCheck, withdrawEntriesShown } from '../lib/withdrawal-check.ts';
import { useLiveBalance } from './live-balance.ts';

// The logged-in parts of the home header (spec 2.3), composed here from the accounts and wallet
// features (components/ knows no feature) and loaded lazily by app-layout.tsx only once a
// session exists, so a guest's first paint carries none of it (decision 007).

export function HeaderAccount() {
  const session = useSession();
  const member = useMemberInfo(session !== null);
  const balance = useBalance(session !== null);
  // Balance changes arrive pushed (issue 11): deposits, payouts and adjustments show at once.
  useLiveBalance();
  const hidden = useBalanceHidden();
  // spec 2.3: the nickname, else the account.
  const name = member.data?.nickname || member.data?.account || session?.userName || '';
  return (
    <HeaderMemberBar
      name={name}
      balance={balance.data}
      hidden={hidden}
      busy={balance.isFetching}
      trial={session?.type === TRIAL_CUSTOMER_TYPE}
    />
  );
}

export function HeaderAccountMenu({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hidden = useBalanceHidden();
  return (
    <AccountMenuItems
      hidden={hidden}
      onRefresh={() => {
        onClose();
        void queryClient.refetchQueries({ queryKey: balanceQueryOptions().queryKey });
      }}
      onToggleHidden={() => setBalanceHidden(!hidden)}
      onNavigate={onClose}
      onSignOut={() => {
        onClose();
        void logout({ queryClient, navigate, t });
      }}
    />
  );
}

/**
 * The header's withdraw link and menu item show only once the member's withdrawal-allowed check
 * has passed (spec 2.3, 6; decision 067); a trial member's check never passes.
 */
export function HeaderWithdrawGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const check = useWithdrawalCheck(session !== null);
  return session && withdrawEntriesShown(check.data) ? children : null;
}
