import { ROUTES } from '@lobby/shared';
import { Link } from '../lib/router.ts';
import { useTranslation } from '../lib/translation.ts';
import { ToolIcon } from './icons.tsx';
import { StatusPage } from './status-page.tsx';

/**
 * spec 2.1 /m/maintenance. In maintenance the start-up gate shows its page on every path; a
 * visitor who lands here while the platform is open learns so and gets a way home.
 */
export function MaintenanceRoutePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="maintenance-route"
      level="h2"
      icon={<ToolIcon />}
      title={t('titles.maintenance')}
      text={t('startup.notInMaintenance')}
    >
      <Link className="button button-primary" to={ROUTES.home}>
        {t('common.backHome')}
      </Link>
    </StatusPage>
  );
}

export { MaintenanceRoutePage as Component };
