import { useQueryClient } from '@tanstack/react-query';
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
import {
  StartupConfigContext,
  startupConfigQueryOptions,
  useStartupConfigQuery,
} from '../lib/startup-config.ts';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

/**
 * spec 2.2: the start-up configuration decides the mode. Maintenance wins over a region
 * restriction; a blocked IP and a failed call have pages of their own. The splash painted by
 * index.html stays until the answer is known.
 */
export function StartupGate() {
  const queryClient = useQueryClient();
  const query = useStartupConfigQuery();
  const config = query.data;
  const [languageReady, setLanguageReady] = useState(false);

  // spec 1: the stored language if the merchant supports it, else the merchant's default.
  useEffect(() => {
    if (!config) return;
    const wanted = chooseLanguage(storedLanguage(), config.languages);
    if (wanted === currentLanguage()) setLanguageReady(true);
    else void setLanguage(wanted, false).then(() => setLanguageReady(true));
  }, [config]);

  const retry = () => void queryClient.refetchQueries(startupConfigQueryOptions());

  if (query.isPending || (query.isFetching && !config)) return <Splash />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.code === 'IP_RESTRICTED') return <IpRestrictedPage />;
    return <ServiceErrorPage error={error} onRetry={retry} />;
  }
  if (!config) return <Splash />;
  if (config.maintenance) return <MaintenancePage onCheckAgain={retry} />;
  if (config.regionRestriction) return <RegionBlockedPage />;
  if (!languageReady) return <Splash />;
  return (
    <StartupConfigContext value={config}>
      <RouterProvider router={router} />
    </StartupConfigContext>
  );
}
