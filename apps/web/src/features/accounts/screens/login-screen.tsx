import { ROUTES } from '@lobby/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CdnImage } from '../../../components/cdn-image.tsx';
import { BackIcon } from '../../../components/icons.tsx';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { LoginForm } from '../components/login-form.tsx';
import { LoginNavStrip } from '../components/login-nav-strip.tsx';
import { safeReturnTo } from '../components/login-rules.ts';

/**
 * /m/login (spec 2.5). The page has no app header (spec 2.1), so it brings the brand band and
 * a way home (spec 2.3: back on login goes to /m/home). `?redirect=` names where to go after.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const { brand } = useStartupConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('redirect'));

  return (
    <main className="login-page">
      <div className="login-hero">
        <div className="login-hero-bar">
          <Link className="icon-button" to={ROUTES.home} aria-label={t('common.backHome')}>
            <BackIcon />
          </Link>
          <CdnImage
            className="login-logo"
            path={brand.logo.url}
            alt={brand.logo.alt}
            width={150}
            height={40}
          />
          <span className="login-hero-spacer" aria-hidden="true" />
        </div>
        <h1>{t('titles.login')}</h1>
      </div>
      <div className="login-card">
        <LoginForm returnTo={returnTo} onDone={(to) => navigate(to, { replace: true })} />
      </div>
      <LoginNavStrip />
    </main>
  );
}

export { LoginScreen as Component };
