import { STORAGE_KEYS } from '@lobby/shared';
import { useState } from 'react';
import { useStartupConfig } from '../../lib/startup-config.ts';
import { useTranslation } from '../../lib/translation.ts';
import { CdnImage } from '../cdn-image.tsx';
import { Icon } from '../icons.tsx';
import { readDownloadInput } from './download-environment.ts';
import { openDownloadPopup } from './download-popup-control.ts';
import { downloadView } from './download-rules.ts';
import './download-bar.css';

// The download bar (spec 2.10), on Home. Its rules are synchronous, so it is there (or not) from
// the first render and never moves the page after paint; the popup loads on the first tap
// (decision 053).

const BarCloseIcon = () => (
  <Icon size={20}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export function DownloadBar() {
  const { t } = useTranslation();
  const config = useStartupConfig();
  const [closed, setClosed] = useState(false);
  const view = downloadView(readDownloadInput(config.resources));
  if (closed || view.barHidden) return null;
  const brand = config.brand.name;

  function close() {
    // spec 2.10: the closed flag is kept in local storage, so the bar stays closed.
    localStorage.setItem(STORAGE_KEYS.hideDownloadBar, '1');
    setClosed(true);
  }

  return (
    <div className="download-bar" data-testid="download-bar">
      <button type="button" className="icon-button" aria-label={t('download.close')} onClick={close}>
        <BarCloseIcon />
      </button>
      <CdnImage
        className="download-bar-icon"
        path={view.icon ?? config.brand.logo.url}
        alt=""
        width={40}
        height={40}
      />
      {view.safariWarning ? (
        // spec 2.10: on iOS outside Safari the app cannot install, so the bar says where it can.
        <p className="download-bar-text" role="note">
          {t('download.openInSafari', { brand })}
        </p>
      ) : (
        <>
          <p className="download-bar-text">{t('download.barText', { brand })}</p>
          <button
            type="button"
            className="button button-small button-gold"
            aria-haspopup="dialog"
            onClick={openDownloadPopup}
          >
            {t('download.button')}
          </button>
        </>
      )}
    </div>
  );
}
