import { ROUTE_ALIASES, ROUTES } from '@lobby/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { ServiceErrorPage } from '../components/startup-pages.tsx';
import { ApiError } from '../lib/api-client.ts';
import { withLocalePart } from '../lib/i18n.ts';
import type { Location, Routes } from '../lib/router.ts';
import { loadQueries } from '../lib/with-queries.tsx';
import { ROUTE_MODULES, ROUTE_NEEDS, type RouteModuleName, type RouteModulePath } from './route-modules.ts';

/**
 * A route module of app/routes/: the screen, and optionally the screen's first data, which the
 * router requests as soon as the module arrives, before the screen renders (issue 7).
 */
export interface RouteModule {
  Component: ComponentType;
  prefetch?: (queryClient: QueryClient) => void;
}

interface Page {
  load: () => Promise<RouteModule>;
  /**
   * The screen may use TanStack Query: the query module loads beside it and the screen renders
   * inside the shared client's provider. Home does not, so its first paint carries no query code;
   * a route module with `prefetch` gets the provider in any case.
   */
  queries: boolean;
}

const page = (load: () => Promise<RouteModule>, queries = true): Page => ({ load, queries });

// Not the tests beside them: a glob that matched routes/members-only.component.test.tsx built
// Testing Library and react-dom/test-utils into the app, past Home's first-paint budget.
const routeModules = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);
const routeModule = (name: RouteModuleName) => (): Promise<RouteModule> => {
  const load = routeModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`app/routes/${name}.tsx is missing`);
  return load();
};

// The one route table: every route of spec 2.1 (aliases included), plus the member entries of
// 2.9 and the agent entries of 2.15. Screens load lazily, so /m/home loads the shell and Home
// only. A route whose screen belongs to a later feature shows the coming-soon page.
const comingSoon = page(() => import('../components/coming-soon-page.tsx'), false);
const notFound = page(() => import('../components/not-found-page.tsx'), false);

// Each routed screen's module and needs come from route-modules.ts, the lists the server's
// preload hints use, so what the page names is what the screen loads.
function screen(path: RouteModulePath): Page {
  const load = routeModule(ROUTE_MODULES[path]);
  const { queries, localeParts } = ROUTE_NEEDS[path];
  const withParts = localeParts.reduce((inner, part) => () => withLocalePart(part, inner), load);
  return page(withParts, queries);
}
const pages: Partial<Record<string, Page>> = {
  [ROUTES.maintenance]: page(() => import('../components/maintenance-route-page.tsx'), false),
  ...Object.fromEntries(Object.keys(ROUTE_MODULES).map((path) => [path, screen(path as RouteModulePath)])),
};

const knownPaths = new Set<string>(Object.values(ROUTES));

function pageOf(pathname: string): Page {
  return pages[pathname] ?? (knownPaths.has(pathname) ? comingSoon : notFound);
}

const loaded = new Map<Page, RouteModule>();
const loading = new Map<Page, Promise<RouteModule>>();

function load(target: Page): Promise<RouteModule> {
  let pending = loading.get(target);
  if (!pending) {
    pending = target.load().then((module) => {
      loaded.set(target, module);
      return module;
    });
    // A failed chunk (a dropped connection) may be asked for again.
    pending.catch(() => loading.delete(target));
    loading.set(target, pending);
  }
  return pending;
}

type QueryModule = Awaited<ReturnType<typeof loadQueries>>;
let queries: QueryModule | null = null;

const needsQueries = (target: Page, module: RouteModule) => target.queries || module.prefetch !== undefined;

/** The route's module, and the query module beside it when the screen needs it. */
async function arrive(target: Page): Promise<RouteModule> {
  const [module] = await Promise.all([load(target), target.queries ? loadQueries() : null]);
  if (needsQueries(target, module)) queries = await loadQueries();
  return module;
}

function element(target: Page, module: RouteModule): ReactNode {
  const { Component, prefetch } = module;
  if (!queries || !needsQueries(target, module)) return <Component />;
  prefetch?.(queries.queryClient);
  return (
    <queries.QueryProvider>
      <Component />
    </queries.QueryProvider>
  );
}

/**
 * A screen whose code did not arrive (a dropped connection on the way): say so and offer another
 * try, instead of leaving the visitor on the previous page or the splash with no word.
 */
function unreachable(): ReactNode {
  const error = new ApiError(0, { code: 'NETWORK_ERROR', message: 'The screen could not be loaded.' });
  return <ServiceErrorPage error={error} onRetry={() => window.location.reload()} />;
}

export const routes: Routes = {
  // An alias keeps its query (an affiliate code on /register.html, say) on the way to its route.
  redirect: ({ pathname, search, hash }: Location) => {
    const to = ROUTE_ALIASES[pathname];
    return to ? to + search + hash : null;
  },
  page: ({ pathname }: Location) => {
    const target = pageOf(pathname);
    const module = loaded.get(target);
    const ready = module && (queries || !needsQueries(target, module));
    if (ready) return element(target, module);
    return arrive(target).then((arrived) => element(target, arrived), unreachable);
  },
  // A finger on a link: the code, and the screen's first data, start before the tap ends.
  preload: (pathname: string) => {
    const target = pageOf(pathname);
    void arrive(target)
      .then((module) => queries && needsQueries(target, module) && module.prefetch?.(queries.queryClient))
      .catch(() => undefined);
  },
};
