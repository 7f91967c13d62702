import { useNavigate, useSearchParams } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { BrandHero } from '../components/brand-hero.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { LoginNavStrip } from '../components/login-nav-strip.tsx';
import { safeReturnTo } from '../components/login-rules.ts';

/**
 * /m/login (spec 2.5). The page has no app header (spec 2.1), so it brings the brand band and
 * a way home (spec 2.3: back on login goes to /m/home). `?redirect=` names where to go after.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('redirect'));

  return (
    <main className="brand-page">
      <BrandHero title={t('titles.login')} />
      <div className="login-card">
        <LoginForm returnTo={returnTo} onDone={(to) => navigate(to, { replace: true })} />
      </div>
      <LoginNavStrip />
    </main>
  );
}
