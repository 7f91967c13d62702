import { ROUTES } from '@lobby/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CdnImage } from '../../../components/cdn-image.tsx';
import { BackIcon } from '../../../components/icons.tsx';
import { useStartupConfig } from '../../../lib/startup-config.ts';

/**
 * The top of /m/register, which has no header (spec 2.1): the way back to home (spec 2.3: back
 * on register goes to /m/home), the brand logo and the page heading.
 */
export function RegisterHero() {
  const { t } = useTranslation();
  const { brand } = useStartupConfig();
  return (
    <div className="register-hero">
      <div className="register-hero-bar">
        <Link className="icon-button" to={ROUTES.home} aria-label={t('common.backHome')}>
          <BackIcon />
        </Link>
        <CdnImage
          className="register-logo"
          path={brand.logo.url}
          alt={brand.logo.alt}
          width={150}
          height={40}
        />
        <span className="register-hero-spacer" aria-hidden="true" />
      </div>
      <h1>{t('register.title')}</h1>
      <p>{t('register.subtitle', { brand: brand.name })}</p>
    </div>
  );
}
