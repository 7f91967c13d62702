import { API_PATHS, StartupConfig } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { apiGet } from './api-client.ts';

/** spec 2.2: the start-up configuration call that decides the mode. */
export const startupConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['merchant', 'config'],
    queryFn: () => apiGet(API_PATHS.merchantConfig, StartupConfig),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

export function useStartupConfigQuery() {
  return useQuery(startupConfigQueryOptions());
}

/** The loaded configuration, provided by the start-up gate to everything inside the app. */
export const StartupConfigContext = createContext<StartupConfig | null>(null);

export function useStartupConfig(): StartupConfig {
  const config = useContext(StartupConfigContext);
  if (!config) throw new Error('useStartupConfig outside the start-up gate');
  return config;
}
