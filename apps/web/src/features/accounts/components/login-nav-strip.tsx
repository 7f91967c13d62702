import { ROUTES } from '@lobby/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeIcon, InviteIcon } from '../../../components/icons.tsx';
import { useStartupConfig } from '../../../lib/startup-config.ts';

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

function StripIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const KeyIcon = () => (
  <StripIcon>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M16 7l3 3M14 9l2 2" />
  </StripIcon>
);

const HeadsetIcon = () => (
  <StripIcon>
    <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
    <path d="M4 14h3v5H6a2 2 0 0 1-2-2zM20 14h-3v5h1a2 2 0 0 0 2-2z" />
  </StripIcon>
);
