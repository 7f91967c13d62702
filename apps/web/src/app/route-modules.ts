import type { RoutePath } from '@lobby/shared';

/**
 * The module of app/routes/ that composes each route's screen (the other routes show the
 * coming-soon page). The route table loads them; the build lists each one's files so the
 * server can name them in the page it serves for that path (`<link rel="modulepreload">`), and
 * a first visit fetches the screen's code beside the shell instead of after it (issue 7).
 * Type-only imports: vite.config.ts reads this file too.
 */
export const ROUTE_MODULES = {
  '/m/home': 'home',
  '/m/login': 'login',
  '/m/register': 'register',
  '/m/forget': 'forget',
  '/m/changePsw': 'change-password',
  '/m/set': 'settings',
} as const satisfies Partial<Record<RoutePath, string>>;

export type RouteModuleName = (typeof ROUTE_MODULES)[keyof typeof ROUTE_MODULES];

/** Where the build writes, per route path, the files its route module needs beyond the shell. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
