import { ROUTE_ALIASES, ROUTES } from '@lobby/shared';
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { Splash } from '../components/splash.tsx';
import { withLocalePart } from '../lib/i18n.ts';
import { AppLayout } from './app-layout.tsx';

// The one route table: every route of spec 2.1 (aliases included), plus the member entries of
// 2.9 and the agent entries of 2.15. Screens load lazily, so /m/home loads the shell and Home
// only. A route whose screen belongs to a later feature shows the coming-soon page.
const comingSoon = () => import('../components/coming-soon-page.tsx');

const screens: Partial<Record<string, RouteObject['lazy']>> = {
  [ROUTES.home]: () => import('./routes/home.tsx'),
  [ROUTES.maintenance]: () => import('../components/maintenance-route-page.tsx'),
  [ROUTES.login]: () => withLocalePart('accounts', () => import('./routes/login.tsx')),
  [ROUTES.register]: () => withLocalePart('accounts', () => import('./routes/register.tsx')),
  [ROUTES.forget]: () => withLocalePart('accounts', () => import('./routes/forget.tsx')),
  [ROUTES.changePsw]: () => withLocalePart('accounts', () => import('./routes/change-password.tsx')),
  [ROUTES.set]: () => withLocalePart('accounts', () => import('./routes/settings.tsx')),
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
