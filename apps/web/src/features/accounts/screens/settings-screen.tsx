import { ROUTES } from '@lobby/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { ChevronIcon, LockIcon } from '../../../components/more-icons.tsx';
import { Link, Navigate, useNavigate } from '../../../lib/router.ts';
import { readSession, useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { logout } from '../logout.ts';
import '../components/password-screens.css';

/**
 * /m/set, personal settings (spec 2.9): change password and sign out; the header carries the
 * back arrow. Without a session the member goes home; a protected entry chosen after the
 * session ended goes to /m/login.
 */
export function SettingsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!session) return <Navigate to={ROUTES.home} replace />;

  function protectedEntry(event: MouseEvent) {
    if (readSession()) return;
    event.preventDefault();
    navigate(ROUTES.login);
  }

  return (
    <main className="page-content password-page">
      <nav className="card settings-list" aria-label={t('settings.label')}>
        <Link to={ROUTES.changePsw} onClick={protectedEntry}>
          <LockIcon />
          <span>{t('settings.changePassword')}</span>
          <ChevronIcon />
        </Link>
      </nav>
      <button
        type="button"
        className="button button-outline settings-sign-out"
        onClick={() => void logout({ queryClient, navigate, t })}
      >
        {t('settings.signOut')}
      </button>
    </main>
  );
}
