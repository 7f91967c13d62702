import { errorMessageKey } from '../lib/error-message.ts';
import { useTranslation } from '../lib/translation.ts';
import { CloudOffIcon, GlobeIcon, ShieldIcon, ToolIcon } from './icons.tsx';
import { StatusPage } from './status-page.tsx';

// spec 2.2 start-up modes. These render before (or without) the merchant configuration, so
// they carry no brand; the text is translated.

export function MaintenancePage({ onCheckAgain }: { onCheckAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="startup-maintenance"
      icon={<ToolIcon />}
      title={t('startup.maintenanceTitle')}
      text={t('startup.maintenanceText')}
    >
      <button type="button" className="button button-primary" onClick={onCheckAgain}>
        {t('startup.checkAgain')}
      </button>
    </StatusPage>
  );
}

export function RegionBlockedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="startup-region-blocked"
      icon={<GlobeIcon />}
      title={t('startup.regionTitle')}
      text={t('startup.regionText')}
    />
  );
}

export function IpRestrictedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="startup-ip-restricted"
      icon={<ShieldIcon />}
      title={t('startup.ipTitle')}
      text={t('startup.ipText')}
    />
  );
}

export function ServiceErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="startup-service-error"
      icon={<CloudOffIcon />}
      title={t('startup.serviceTitle')}
      text={t('startup.serviceText')}
    >
      <p className="status-detail">{t(errorMessageKey(error))}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('startup.retry')}
      </button>
    </StatusPage>
  );
}
