import { useEffect, useState } from 'react';
import { Splash } from '../components/splash.tsx';
import {
  IpRestrictedPage,
  MaintenancePage,
  RegionBlockedPage,
  ServiceErrorPage,
} from '../components/startup-pages.tsx';
import { ApiError } from '../lib/api-client.ts';
import { chooseLanguage, currentLanguage, setLanguage, storedLanguage } from '../lib/i18n.ts';
import { RouterProvider } from '../lib/router.ts';
import { refreshStartupConfig, useStartupState } from '../lib/startup-config.ts';
import { AppLayout } from './app-layout.tsx';
import { routes } from './router.tsx';

const retry = () => void refreshStartupConfig();

/**
 * spec 2.2: the start-up configuration decides the mode. Maintenance wins over a region
 * restriction; a blocked IP and a failed call have pages of their own. The splash painted by
 * index.html stays until the answer is known.
 */
export function StartupGate() {
  const state = useStartupState();
  const config = state.status === 'ready' ? state.config : null;
  const [languageReady, setLanguageReady] = useState(false);

  // spec 1: the stored language if the merchant supports it, else the merchant's default.
  useEffect(() => {
    if (!config) return;
    const wanted = chooseLanguage(storedLanguage(), config.languages);
    if (wanted === currentLanguage()) setLanguageReady(true);
    else void setLanguage(wanted, false).then(() => setLanguageReady(true));
  }, [config]);

  if (state.status === 'loading') return <Splash />;
  if (state.status === 'error') {
    const error = state.error;
    if (error instanceof ApiError && error.code === 'IP_RESTRICTED') return <IpRestrictedPage />;
    return <ServiceErrorPage error={error} onRetry={retry} />;
  }
  if (state.config.maintenance) return <MaintenancePage onCheckAgain={retry} />;
  if (state.config.regionRestriction) return <RegionBlockedPage />;
  if (!languageReady) return <Splash />;
  return (
    <RouterProvider routes={routes} fallback={<Splash />}>
      <AppLayout />
    </RouterProvider>
  );
}
