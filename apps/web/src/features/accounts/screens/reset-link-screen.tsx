import { PASSWORD_RESET_LINK_MINUTES, ROUTES } from '@lobby/shared';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useNavigate } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useResetLink } from '../api/reset-password.ts';
import { ForgetResetForm } from '../components/forget-reset-form.tsx';
import '../components/password-screens.css';

const isDeadLink = (error: unknown) => error instanceof ApiError && error.code === 'RESET_LINK_INVALID';

/**
 * /m/forget?token=... (the link of the forgot-password e-mail): the link is checked first; a
 * dead one (unknown, expired or used) says so and offers a new one, a live one shows the
 * set-new-password form.
 */
export function ResetLinkScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const link = useResetLink(token);
  const [dead, setDead] = useState(false);

  if (dead || isDeadLink(link.error)) return <DeadLink />;
  return (
    <main className="page-content password-page">
      <section className="card form-card" aria-labelledby="reset-link-title">
        <h2 id="reset-link-title">{t('forget.resetTitle')}</h2>
        {link.data ? (
          <ForgetResetForm token={token} userName={link.data.userName} onDeadLink={() => setDead(true)} />
        ) : link.isError ? (
          <div className="form">
            <p className="form-error" role="alert">
              {t(errorMessageKey(link.error))}
            </p>
            <button type="button" className="button button-outline" onClick={() => void link.refetch()}>
              {t('forget.retry')}
            </button>
          </div>
        ) : (
          <p className="form-intro" role="status">
            {t('common.loading')}
          </p>
        )}
      </section>
    </main>
  );
}

function DeadLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="page-content password-page">
      <section className="card form-card dead-link" data-testid="reset-link-invalid">
        <h2>{t('forget.linkInvalidTitle')}</h2>
        <p>{t('forget.linkInvalidText', { minutes: PASSWORD_RESET_LINK_MINUTES })}</p>
        <button
          type="button"
          className="button button-primary"
          // The e-mail method, whatever the default: this member asked for a link before.
          onClick={() => navigate(ROUTES.forget, { replace: true, state: { method: 'email' } })}
        >
          {t('forget.requestNewLink')}
        </button>
      </section>
    </main>
  );
}
