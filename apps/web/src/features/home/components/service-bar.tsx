import type { ServiceBarLinks } from '@lobby/shared';
import type { ReactNode } from 'react';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useTranslation } from '../../../lib/translation.ts';

interface Entry {
  key: string;
  url: string;
  label: string;
  icon: ReactNode;
}

const isWebLink = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/**
 * spec 2.4: the floating service bar: live chat when the merchant has customer-service links
 * (the first one, opened as given: decision 005), then Facebook and two Telegram links when
 * configured. Round icon buttons at the inline-end edge, above the bottom menu; each opens
 * outside the app and is named for screen readers.
 */
export function ServiceBar({ links }: { links: ServiceBarLinks | null }) {
  const { t } = useTranslation();
  const chat = useStartupConfig().customerService[0]?.url;
  const telegrams = [links?.telegram1, links?.telegram2].filter(isWebLink);
  const entries: Entry[] = [];
  if (isWebLink(chat))
    entries.push({ key: 'chat', url: chat, label: t('home.liveChat'), icon: <ChatIcon /> });
  if (isWebLink(links?.facebook))
    entries.push({ key: 'facebook', url: links.facebook, label: 'Facebook', icon: <FacebookIcon /> });
  telegrams.forEach((url, i) => {
    const label = telegrams.length > 1 ? `Telegram ${i + 1}` : 'Telegram';
    entries.push({ key: `telegram${i}`, url, label, icon: <TelegramIcon /> });
  });
  if (entries.length === 0) return null;
  return (
    <nav className="service-bar" aria-label={t('home.contactUs')}>
      {entries.map((entry) => (
        <a
          key={entry.key}
          className={`service-button service-${entry.key.replace(/\d$/, '')}`}
          href={entry.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={entry.label}
        >
          {entry.icon}
        </a>
      ))}
    </nav>
  );
}

const svg = (children: ReactNode) => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

const ChatIcon = () =>
  svg(
    <path
      fill="currentColor"
      d="M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4 21l4.3-2.1c1.2.4 2.4.6 3.7.6 5.5 0 10-3.8 10-8.5S17.5 3 12 3zM7.5 13a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm4.5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm4.5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z"
    />,
  );

const FacebookIcon = () =>
  svg(
    <path
      fill="currentColor"
      d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 14.3 4c-2.3 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21h3z"
    />,
  );

const TelegramIcon = () =>
  svg(
    <path
      fill="currentColor"
      d="M21.5 4.2 2.9 11.4c-.9.4-.9 1.5 0 1.8l4.6 1.5 1.8 5.5c.2.7 1.1.9 1.6.4l2.6-2.4 4.7 3.5c.6.4 1.4.1 1.6-.6l3.2-15c.2-1-.7-1.7-1.5-1.4zM9.6 14.3l8.2-7.4-6.3 8.6-.3 3.1-1.6-4.3z"
    />,
  );
