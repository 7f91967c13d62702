import { ROUTE_ALIASES, ROUTES } from '@lobby/shared';
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { Splash } from '../components/splash.tsx';
import { withLocalePart } from '../lib/i18n.ts';
import { AppLayout } from './app-layout.tsx';
import { queryClient } from './providers.tsx';

// The one route table: every route of spec 2.1 (aliases included), plus the member entries of
// 2.9 and the agent entries of 2.15. Screens load lazily, so /m/home loads the shell and Home
// only. A route whose screen belongs to a later feature shows the coming-soon page.
const comingSoon = () => import('../components/coming-soon-page.tsx');

/** What a module of app/routes/ exports: its screen, and the first data it asks for. */
type RouteModule = { Component: RouteObject['Component']; prefetch?(client: typeof queryClient): void };

// The screen's first data is asked for as soon as its code arrives, not after it renders.
const route = (load: () => Promise<RouteModule>) => async () => {
  const { Component, prefetch } = await load();
  prefetch?.(queryClient);
  return { Component };
};
const accountsRoute = (load: () => Promise<RouteModule>) => route(() => withLocalePart('accounts', load));

const screens: Partial<Record<string, RouteObject['lazy']>> = {
  [ROUTES.home]: route(() => import('./routes/home.tsx')),
  [ROUTES.maintenance]: () => import('../components/maintenance-route-page.tsx'),
  [ROUTES.login]: accountsRoute(() => import('./routes/login.tsx')),
  [ROUTES.register]: accountsRoute(() => import('./routes/register.tsx')),
  [ROUTES.forget]: accountsRoute(() => import('./routes/forget.tsx')),
  [ROUTES.changePsw]: accountsRoute(() => import('./routes/change-password.tsx')),
  [ROUTES.set]: accountsRoute(() => import('./routes/settings.tsx')),
};

const pages: RouteObject[] = Object.values(ROUTES).map((path) => ({
  path,
  lazy: screens[path] ?? comingSoon,
}));

/** An alias keeps its query (an affiliate code on /register.html, say) on the way to its route. */
function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

const aliases: RouteObject[] = Object.entries(ROUTE_ALIASES).map(([path, to]) => ({
  path,
  element: <AliasRedirect to={to} />,
}));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Shown while the first screen's lazy module loads.
    hydrateFallbackElement: <Splash />,
    children: [...pages, ...aliases, { path: '*', lazy: () => import('../components/not-found-page.tsx') }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
