import { STARTUP_CONFIG_ELEMENT_ID, type StartupConfig, WEB_API_PATHS } from '@lobby/shared';
import { useSyncExternalStore } from 'react';
import { apiGet, onRestricted } from './api-client.ts';
import { parseCheckedJson } from './checked-json.ts';
import { startupConfigCheck } from './first-paint-checks.ts';

// spec 2.2: the start-up configuration decides the mode. The server writes it into the page it
// serves, so the app paints without waiting for a call; the call still runs in the background
// and a change (maintenance switched on, say) applies at once. A small store rather than
// TanStack Query, which loads after the first paint (issue 7, decision 026).

export type StartupState =
  | { status: 'loading' }
  | { status: 'ready'; config: StartupConfig }
  | { status: 'error'; error: unknown };

let state: StartupState = { status: 'loading' };
const listeners = new Set<() => void>();

function set(next: StartupState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The configuration the server wrote into the page, if it is there and of the right shape. */
function inlineConfig(): StartupConfig | null {
  return parseCheckedJson(
    document.getElementById(STARTUP_CONFIG_ELEMENT_ID)?.textContent,
    startupConfigCheck,
  );
}

/** One retry a second after a failure, as the start-up call always had. */
async function fetchConfig(): Promise<StartupConfig> {
  try {
    return await apiGet(WEB_API_PATHS.merchantConfig, startupConfigCheck);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return apiGet(WEB_API_PATHS.merchantConfig, startupConfigCheck);
  }
}

let inFlight: Promise<void> | null = null;

/**
 * Asks the server again. Before a configuration is known the splash shows meanwhile; after, the
 * page stays and only a changed answer re-renders. A failed refresh keeps what is shown.
 */
export function refreshStartupConfig(): Promise<void> {
  if (state.status === 'error') set({ status: 'loading' });
  inFlight ??= fetchConfig()
    .then((config) => {
      const current = state.status === 'ready' ? state.config : null;
      if (JSON.stringify(current) !== JSON.stringify(config)) set({ status: 'ready', config });
    })
    .catch((error: unknown) => {
      if (state.status !== 'ready') set({ status: 'error', error });
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Called once at start: the page's own copy if any (returned), then the call. */
export function loadStartupConfig(): StartupConfig | null {
  // Decision 030: a call refused for a start-up mode (the operator switched it on since the
  // page loaded) shows that mode's page at once, not a generic error.
  onRestricted((error) => {
    if (error.code === 'IP_RESTRICTED' || state.status !== 'ready') set({ status: 'error', error });
    else
      set({
        status: 'ready',
        config: {
          ...state.config,
          [error.code === 'MAINTENANCE' ? 'maintenance' : 'regionRestriction']: true,
        },
      });
  });
  const config = inlineConfig();
  if (config) set({ status: 'ready', config });
  void refreshStartupConfig();
  return config;
}

export function useStartupState(): StartupState {
  return useSyncExternalStore(subscribe, () => state);
}

/** The loaded configuration, for everything the start-up gate lets render. */
export function useStartupConfig(): StartupConfig {
  const current = useStartupState();
  if (current.status !== 'ready') throw new Error('useStartupConfig outside the start-up gate');
  return current.config;
}
