import { ROUTES } from '@lobby/shared';
import { hasHeader, titleKey } from '../lib/layout-rules.ts';
import { Link, useLocation } from '../lib/router.ts';
import { useTranslation } from '../lib/translation.ts';

/**
 * The honest page of a route whose screen arrives with a later feature: the route table is
 * complete, and the visitor learns where they are and how to get back.
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const Heading = hasHeader(pathname) ? 'h2' : 'h1';
  return (
    <main className="page-content placeholder-page" data-testid="coming-soon">
      <Heading>{t(titleKey(pathname))}</Heading>
      <p>{t('comingSoon.text')}</p>
      <p className="muted">{t('comingSoon.hint')}</p>
      <Link className="button button-primary" to={ROUTES.home}>
        {t('common.backHome')}
      </Link>
    </main>
  );
}

export { ComingSoonPage as Component };
