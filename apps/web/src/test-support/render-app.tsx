import {
  REGISTRATION_RULE_FIELDS,
  type SessionInfo,
  STARTUP_CONFIG_ELEMENT_ID,
  StartupConfig,
  WEB_API_PATHS,
  WHITE_LABEL_FLAGS,
  type WhiteLabelFlag,
} from '@lobby/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Outlet, RouterProvider, type Routes } from '../lib/router.ts';
import { saveSession } from '../lib/session-store.ts';
import { loadStartupConfig } from '../lib/startup-config.ts';
import { never, ok, type StubRoutes, stubFetch } from './fetch-stub.ts';

// Renders a component as the app would (decision 098): inside the router at a given address,
// with a fresh TanStack Query client (no retries, nothing shared between tests), the start-up
// configuration the server would have written into the page, and, if asked, a signed-in member.

/** The demo merchant's start-up configuration: DIRECTREG3 and USERNAMEREG3 on, English supported. */
export function startupConfig(
  flags: Partial<Record<WhiteLabelFlag, boolean>> = {},
  patch: Partial<StartupConfig> = {},
): StartupConfig {
  const on: Partial<Record<WhiteLabelFlag, boolean>> = { DIRECTREG3: true, USERNAMEREG3: true, ...flags };
  return StartupConfig.parse({
    merchantCode: 'LOBBYDEMO',
    trialMerchantCode: 'LOBBYTRIAL',
    platform: 'mobile',
    currency: { code: 'MMK', symbol: 'K' },
    brand: {
      name: 'Lucky Lantern',
      logo: { url: 'brand/logo.svg', alt: 'Lucky Lantern' },
      licenceImages: [],
    },
    customerService: [],
    imageCDNs: [],
    mobileTemplate: { mem_cen: '1', dep_func: '1' },
    register: Object.fromEntries(
      REGISTRATION_RULE_FIELDS.map((field) => [field, { enabled: false, required: false }]),
    ),
    resources: [],
    whitelabel: Object.fromEntries(WHITE_LABEL_FLAGS.map((flag) => [flag, on[flag] === true])),
    mainDomain: 'lobby.example',
    languages: { default: 'EN', supported: ['EN', 'MY'] },
    maintenance: false,
    regionRestriction: false,
    location: { country: null },
    payloadKey: { kid: '0123456789abcdef', spki: 'TUlJQg==' },
    ...patch,
  });
}

/** A signed-in member of the demo merchant (customer type 1, a real account). */
export const MEMBER: SessionInfo = {
  token: 'member-token',
  merchantCode: 'LOBBYDEMO',
  userName: 'lantern01',
  type: 1,
};

export interface RenderOptions {
  /** The address the app is at (the router's location); /m/home by default. */
  path?: string;
  /** A signed-in member's session, kept where the app keeps it (spec 3 MC_SESSION_INFO). */
  session?: SessionInfo;
  /** The start-up configuration; `startupConfig()` by default. */
  config?: StartupConfig;
  /** The API's answers (fetch-stub.ts); the start-up call answers `config` unless given. */
  api?: StubRoutes;
  /** What wraps the page, rendering it with `<Outlet />` (the app's layout); the page alone by default. */
  layout?: ReactNode;
}

/** Sets the start-up store as the page the server serves would (spec 2.2). */
function serveConfig(config: StartupConfig) {
  document.getElementById(STARTUP_CONFIG_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = STARTUP_CONFIG_ELEMENT_ID;
  element.textContent = JSON.stringify(config);
  document.head.append(element);
  loadStartupConfig();
}

export function renderApp(ui: ReactNode, options: RenderOptions = {}) {
  const config = options.config ?? startupConfig();
  const api = stubFetch({
    [WEB_API_PATHS.merchantConfig]: ok(StartupConfig, config),
    // The live streams stay silent (decisions 059, 094): a test about an event calls what the
    // event would.
    [WEB_API_PATHS.events]: never(),
    [WEB_API_PATHS.lotteryEvents]: never(),
    ...options.api,
  });
  window.history.replaceState(null, '', options.path ?? '/m/home');
  if (options.session) saveSession(options.session);
  serveConfig(config);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const routes: Routes = { redirect: () => null, page: () => ui, preload: () => undefined };
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider routes={routes} fallback={null}>
        {options.layout ?? <Outlet />}
      </RouterProvider>
    </QueryClientProvider>,
  );
  return { ...view, api, queryClient, user };
}

/** The address the app is at now (after a navigation). */
export const currentPath = () => window.location.pathname + window.location.search;

/**
 * Puts `text` into `input` as one paste, replacing what was there: one change instead of a
 * render per keystroke, for long values where typing is not what the test is about.
 */
export async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') await user.paste(text);
}
