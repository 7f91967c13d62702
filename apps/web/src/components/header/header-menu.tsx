import { ROUTES } from '@lobby/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { useStartupConfig } from '../../lib/startup-config.ts';
import { CdnImage } from '../cdn-image.tsx';
import { ChevronIcon, RefreshIcon, WalletIcon } from '../icons.tsx';
import { LanguagePicker } from '../language-picker/language-picker.tsx';
import { Sheet } from '../sheet.tsx';

/**
 * spec 2.3 menu: deposit, withdraw (if allowed), refresh balance, licence and brand images and
 * the copyright line. Hide/show balance and sign out join when accounts land (logged in only).
 */
export function HeaderMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = useStartupConfig();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function refreshBalance() {
    onClose();
    // spec 2.3: refresh balance sends a guest to log in.
    if (!session) navigate(ROUTES.login);
    else void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  }

  return (
    <Sheet open={open} onClose={onClose} title={t('menu.title')} side="end">
      <nav className="menu-list" aria-label={t('menu.title')}>
        <Link to={ROUTES.voucherCenter} onClick={onClose}>
          <WalletIcon />
          <span>{t('menu.deposit')}</span>
          <ChevronIcon />
        </Link>
        {config.whitelabel.DIRECTREG3 && (
          <Link to={ROUTES.withdraw} onClick={onClose}>
            <WalletIcon />
            <span>{t('menu.withdraw')}</span>
            <ChevronIcon />
          </Link>
        )}
        <button type="button" onClick={refreshBalance}>
          <RefreshIcon />
          <span>{t('menu.refreshBalance')}</span>
          <ChevronIcon />
        </button>
      </nav>
      <div className="menu-section">
        <h3>{t('menu.language')}</h3>
        <LanguagePicker />
      </div>
      <div className="menu-section menu-brand">
        <CdnImage path={config.brand.logo.url} alt={config.brand.logo.alt} width={150} height={40} />
        <div className="licences">
          {config.brand.licenceImages.map((image) => (
            <CdnImage
              key={image.url}
              path={image.url}
              alt={image.alt}
              width={48}
              height={48}
              loading="lazy"
            />
          ))}
        </div>
        <p className="copyright">{config.brand.copyright}</p>
      </div>
    </Sheet>
  );
}
