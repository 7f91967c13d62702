import { useTranslation } from '../../lib/translation.ts';
import { UserIcon } from '../icons.tsx';
import { formatBalance, maskBalance } from './balance-format.ts';
import './header-member.css';

export interface HeaderMemberBarProps {
  /** Nickname, else account, else the session's user name (spec 2.3). */
  name: string;
  balance: { sumBalance: string; currencySymbol: string } | undefined;
  hidden: boolean;
  busy: boolean;
  /** A trial (free-play) member: the balance is demo credit (spec 6, decision 040). */
  trial: boolean;
}

/** spec 2.3, home logged in: who is here and the wallet total (2 decimals, maskable). */
export function HeaderMemberBar({ name, balance, hidden, busy, trial }: HeaderMemberBarProps) {
  const { t } = useTranslation();
  let amount = '…';
  if (balance) {
    amount = hidden
      ? maskBalance(balance.currencySymbol)
      : formatBalance(balance.sumBalance, balance.currencySymbol);
  }
  return (
    <div className="header-member">
      <span className="header-member-name">
        <UserIcon />
        {/* Names and amounts keep their own direction inside a right-to-left page (decision 042). */}
        <bdi>{name}</bdi>
      </span>
      <p className="header-balance" aria-busy={busy}>
        <span className="visually-hidden">{t('account.balance')} </span>
        {trial && (
          <span className="header-trial" data-testid="header-trial">
            {t('header.trial')}
          </span>
        )}
        <bdi data-testid="header-balance">{amount}</bdi>
      </p>
    </div>
  );
}
