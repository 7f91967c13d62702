import { ROUTES } from '@lobby/shared';
import type { ReactNode } from 'react';
import { CdnImage } from '../../../components/cdn-image.tsx';
import { BackIcon } from '../../../components/icons.tsx';
import { Link } from '../../../lib/router.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useTranslation } from '../../../lib/translation.ts';
import './brand-hero.css';

/**
 * The top of /m/login and /m/register, which have no app header (spec 2.1): the way back to
 * home (spec 2.3: back on login and register goes to /m/home), the brand logo and the heading.
 */
export function BrandHero({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { brand } = useStartupConfig();
  return (
    <div className="brand-hero">
      <div className="brand-hero-bar">
        <Link className="icon-button" to={ROUTES.home} aria-label={t('common.backHome')}>
          <BackIcon />
        </Link>
        <CdnImage className="brand-logo" path={brand.logo.url} alt={brand.logo.alt} width={150} height={40} />
        <span className="brand-hero-spacer" aria-hidden="true" />
      </div>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
