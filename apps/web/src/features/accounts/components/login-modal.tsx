import { useEffect, useRef } from 'react';
import { Sheet } from '../../../components/sheet.tsx';
import { closeLoginPrompt, type LoginPrompt } from '../../../lib/login-prompt.ts';
import { useLocation, useNavigate } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { LoginForm } from './login-form.tsx';
import { LoginNavStrip } from './login-nav-strip.tsx';

/**
 * The login modal (spec 2.5; docs/decisions/016), opened by `requestLogin` and loaded only
 * then. After logging in the member goes to the prompt's route: for a session that ended, the
 * route they were on.
 */
export default function LoginModal({ prompt }: { prompt: LoginPrompt }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const openedAt = useRef(location.key);

  // Leaving the route another way (the browser's back button) closes the modal.
  useEffect(() => {
    if (location.key !== openedAt.current) closeLoginPrompt();
  }, [location.key]);

  function done(to: string) {
    closeLoginPrompt();
    if (to !== location.pathname + location.search) navigate(to);
  }

  return (
    <Sheet open onClose={closeLoginPrompt} title={t('titles.login')} side="bottom">
      {prompt.notice && (
        <p className="login-alert" role="alert">
          {t(prompt.notice)}
        </p>
      )}
      <LoginForm returnTo={prompt.returnTo} onDone={done} />
      <LoginNavStrip onNavigate={closeLoginPrompt} />
    </Sheet>
  );
}
