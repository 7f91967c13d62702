import { ROUTES } from '@lobby/shared';
import { HomeIcon, InviteIcon } from '../../../components/icons.tsx';
import { HeadsetIcon, KeyIcon } from '../../../components/more-icons.tsx';
import { Link } from '../../../lib/router.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useTranslation } from '../../../lib/translation.ts';

/**
 * spec 2.5 navigation strip: back to home, register now, forgot password and customer service
 * (the first service link, in a new tab; hidden when the merchant has none). `onNavigate` lets
 * the modal close when the member follows a link.
 */
export function LoginNavStrip({ onNavigate }: { onNavigate?(): void }) {
  const { t } = useTranslation();
  const service = useStartupConfig().customerService[0];
  return (
    <nav className="login-nav" aria-label={t('login.more')}>
      <Link to={ROUTES.home} onClick={onNavigate}>
        <HomeIcon />
        <span>{t('common.backHome')}</span>
      </Link>
      <Link to={ROUTES.register} onClick={onNavigate}>
        <InviteIcon />
        <span>{t('login.registerNow')}</span>
      </Link>
      <Link to={ROUTES.forget} onClick={onNavigate}>
        <KeyIcon />
        <span>{t('titles.forget')}</span>
      </Link>
      {service && (
        <a href={service.url} target="_blank" rel="noopener noreferrer">
          <HeadsetIcon />
          <span>{t('titles.service')}</span>
        </a>
      )}
    </nav>
  );
}
