import { ROUTES } from '@lobby/shared';
import { Navigate } from '../../../lib/router.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import '../components/password-screens.css';

/**
 * /m/changePsw (spec 2.8), also the first password a first-time login lands on. With no
 * session the member goes home.
 */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return <Navigate to={ROUTES.home} replace />;
  return (
    <main className="page-content password-page">
      <section className="card form-card" aria-labelledby="change-password-title">
        <h2 id="change-password-title" className="form-title">
          {t('changePsw.heading')}
        </h2>
        <ChangePasswordForm session={session} />
      </section>
    </main>
  );
}
