import { ROUTES, type SecurityOverview } from '@lobby/shared';
import { ChevronIcon } from '../../../components/more-icons.tsx';
import { Link } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';

export type SecuritySheet = 'payment' | 'cards' | 'email' | 'nickname' | 'questions';

interface RowProps {
  label: string;
  state: string;
  ok: boolean;
  onOpen(): void;
  ltr?: boolean;
}

function Row({ label, state, ok, onOpen, ltr }: RowProps) {
  return (
    <button type="button" className="sec-row" onClick={onOpen}>
      <span className="sec-row-label">{label}</span>
      <span className={ok ? 'sec-row-state sec-ok' : 'sec-row-state'} dir={ltr ? 'ltr' : undefined}>
        {state}
      </span>
      <ChevronIcon />
    </button>
  );
}

/** The security centre's rows (issue 11): what is set, each opening its form. */
export function SecurityRows({
  overview,
  onOpen,
}: {
  overview: SecurityOverview;
  onOpen(sheet: SecuritySheet): void;
}) {
  const { t } = useTranslation();
  const setOrNot = (set: boolean) => (set ? t('security.state.set') : t('security.state.notSet'));
  const emailState = overview.email
    ? overview.email
    : overview.emailPending
      ? t('security.state.pending')
      : t('security.state.notSet');
  return (
    <nav className="card sec-rows" aria-label={t('titles.securityCenter')}>
      <Row
        label={t('security.rows.paymentPassword')}
        state={setOrNot(overview.paymentPasswordSet)}
        ok={overview.paymentPasswordSet}
        onOpen={() => onOpen('payment')}
      />
      <Row
        label={t('security.rows.bankCards')}
        state={t('security.state.cards', { bound: overview.bankCardCount, max: overview.maxBankCards })}
        ok={overview.bankCardCount > 0}
        onOpen={() => onOpen('cards')}
      />
      <Row
        label={t('security.rows.email')}
        state={emailState}
        ok={overview.emailVerified}
        ltr={Boolean(overview.email)}
        onOpen={() => onOpen('email')}
      />
      <Row
        label={t('security.rows.nickname')}
        state={overview.nickname ?? t('security.state.notSet')}
        ok={overview.nickname !== null}
        onOpen={() => onOpen('nickname')}
      />
      <Row
        label={t('security.rows.questions')}
        state={setOrNot(overview.questionsSet)}
        ok={overview.questionsSet}
        onOpen={() => onOpen('questions')}
      />
      <Link className="sec-row" to={ROUTES.changePsw}>
        <span className="sec-row-label">{t('security.rows.loginPassword')}</span>
        <span className="sec-row-state">{t('security.state.change')}</span>
        <ChevronIcon />
      </Link>
    </nav>
  );
}
