import { ROUTES } from '@lobby/shared';
import { Link } from '../lib/router.ts';
import { useTranslation } from '../lib/translation.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="page-content placeholder-page" data-testid="not-found">
      <h2>{t('notFound.title')}</h2>
      <p>{t('notFound.text')}</p>
      <Link className="button button-primary" to={ROUTES.home}>
        {t('common.backHome')}
      </Link>
    </main>
  );
}

export { NotFoundPage as Component };
