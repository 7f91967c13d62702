import { LIMITS } from '@lobby/shared';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useStartupConfig } from '../../lib/startup-config.ts';
import { useTranslation } from '../../lib/translation.ts';
import { Sheet } from '../sheet.tsx';
import { readDownloadInput } from './download-environment.ts';
import { AndroidIcon, DownloadIcon, PhoneIcon, ProfileIcon } from './download-icons.tsx';
import { downloadView } from './download-rules.ts';
import './download-popup.css';

// The download popup (spec 2.10): the links this device may use, the guide footer for old iOS,
// a close button. It renders in a root of its own, so whoever opens it needs no host in the
// layout (decision 053); the native <dialog> of Sheet keeps focus, Escape and the scroll lock.

let open = false;
const listeners = new Set<() => void>();
function setOpen(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let root: Root | null = null;

export function showDownloadPopup(): void {
  if (!root) {
    const element = document.createElement('div');
    document.body.append(element);
    root = createRoot(element);
    root.render(<DownloadPopupHost />);
  }
  setOpen(true);
}

function DownloadPopupHost() {
  const isOpen = useSyncExternalStore(subscribe, () => open);
  return <DownloadPopup open={isOpen} onClose={() => setOpen(false)} />;
}

function DownloadLink({
  href,
  icon,
  label,
  hint,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  hint: string;
}) {
  return (
    <li>
      {/* External: a download leaves the app (the installed app hands it to the browser). */}
      <a className="download-link" href={href} target="_blank" rel="noopener noreferrer">
        <span className="download-link-icon">{icon}</span>
        <span className="download-link-text">
          <span className="download-link-label">{label}</span>
          <span className="download-link-hint">{hint}</span>
        </span>
        <DownloadIcon />
      </a>
    </li>
  );
}

function DownloadPopup({ open: isOpen, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = useStartupConfig();
  const brand = config.brand.name;
  // Read again on every render: the bar may have been closed, or WEBCLIP set, since the last one.
  const { links, guide, safariWarning } = downloadView(readDownloadInput(config.resources));
  const version = LIMITS.iosMinVersion;
  // With the guide, the profile is its button rather than a second entry in the list.
  const profile = guide ? null : links.profile;
  const any = links.android || links.ios || profile;

  return (
    <Sheet open={isOpen} onClose={onClose} title={t('download.title')} side="bottom">
      {safariWarning && (
        <p className="download-safari" role="note">
          {t('download.openInSafari', { brand })}
        </p>
      )}
      {any ? (
        <ul className="download-links">
          {links.android && (
            <DownloadLink
              href={links.android}
              icon={<AndroidIcon />}
              label={t('download.android')}
              hint={t('download.androidHint')}
            />
          )}
          {links.ios && (
            <DownloadLink
              href={links.ios}
              icon={<PhoneIcon />}
              label={t('download.ios')}
              hint={t('download.iosHint', { version })}
            />
          )}
          {profile && (
            <DownloadLink
              href={profile}
              icon={<ProfileIcon />}
              label={t('download.profile')}
              hint={t('download.profileHint', { brand })}
            />
          )}
        </ul>
      ) : (
        !guide && <p className="muted">{t('download.noLinks')}</p>
      )}
      {guide && (
        <section className="download-guide" aria-labelledby="download-guide-title">
          <h3 id="download-guide-title">{t('download.guideTitle')}</h3>
          <p>{t('download.guideInstall')}</p>
          <a
            className="button button-primary"
            href={guide.profileUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('download.guideButton')}
          </a>
          {/* The second tip is the way beyond the profile, which differs by version (decision 053). */}
          <p className="muted">
            {guide.tips === 'ios12'
              ? t('download.guideUpdate', { version })
              : t('download.guideOld', { version, brand })}
          </p>
        </section>
      )}
    </Sheet>
  );
}
