import { TRIAL_CUSTOMER_TYPE } from '@lobby/shared';
import { useState } from 'react';
import { Sheet } from '../../../components/sheet.tsx';
import { requestLogin } from '../../../lib/login-prompt.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useSecurityOverview } from '../api/get-security-overview.ts';
import { BankCardsPanel } from '../components/bank-cards-panel.tsx';
import { EmailForm } from '../components/email-form.tsx';
import { NicknameForm } from '../components/nickname-form.tsx';
import { PaymentPasswordForm } from '../components/payment-password-form.tsx';
import { QuestionsForm } from '../components/questions-form.tsx';
import { SecurityRows, type SecuritySheet } from '../components/security-rows.tsx';
import { useEmailToken } from '../components/use-email-token.ts';
import '../components/security.css';

const TITLES: Record<SecuritySheet, string> = {
  payment: 'security.rows.paymentPassword',
  cards: 'security.rows.bankCards',
  email: 'security.rows.email',
  nickname: 'security.rows.nickname',
  questions: 'security.rows.questions',
};

/**
 * /m/securityCenter (spec 2.1, 7; issue 11): payment password, bank cards, e-mail, nickname,
 * security questions and the login password, each row opening its form in a sheet. A trial
 * member is told to log in with a real account (spec 6) and asks nothing of the server.
 */
export function SecurityCenterScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const trial = session?.type === TRIAL_CUSTOMER_TYPE;
  const overview = useSecurityOverview(!trial);
  const [sheet, setSheet] = useState<SecuritySheet | null>(null);
  useEmailToken();
  const close = () => setSheet(null);

  if (trial) {
    return (
      <main className="page-content sec-page">
        <aside className="card sec-trial" aria-labelledby="sec-trial-title">
          <h2 id="sec-trial-title">{t('security.trialTitle')}</h2>
          <p>{t('errors.TRIAL_NOT_ALLOWED')}</p>
          <button type="button" className="button button-primary" onClick={() => requestLogin()}>
            {t('security.trialLogin')}
          </button>
        </aside>
      </main>
    );
  }
  const data = overview.data;
  return (
    <main className="page-content sec-page">
      {data ? (
        <SecurityRows overview={data} onOpen={setSheet} />
      ) : (
        <p className="sec-muted">{t('security.loading')}</p>
      )}
      <Sheet
        open={sheet !== null && data !== undefined}
        onClose={close}
        title={sheet ? t(TITLES[sheet]) : ''}
        side="bottom"
      >
        {data && sheet === 'payment' && <PaymentPasswordForm overview={data} onDone={close} />}
        {data && sheet === 'cards' && <BankCardsPanel />}
        {data && sheet === 'email' && <EmailForm overview={data} />}
        {data && sheet === 'nickname' && <NicknameForm current={data.nickname} onDone={close} />}
        {data && sheet === 'questions' && <QuestionsForm onDone={close} />}
      </Sheet>
    </main>
  );
}
