import { ROUTES } from '@lobby/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
