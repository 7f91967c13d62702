import { LIMITS, ROUTES } from '@lobby/shared';

// Pure layout rules of spec 2.1 and 2.3; components only call them.

/** Trailing slashes do not make another page: /m/notice/ is /m/notice. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

const HOME_PATHS = new Set(['/', '/m', '/m/index', '/m/index.html', ROUTES.home]);

export function isHomePath(path: string): boolean {
  return HOME_PATHS.has(normalizePath(path));
}

/** spec 2.1: home-type paths get an extra banner area. */
export function hasBanner(path: string): boolean {
  return isHomePath(path);
}

const HEADERLESS = new Set<string>([
  ROUTES.login,
  ROUTES.register,
  '/m/register.html',
  '/register.html',
  ROUTES.mine,
  // The member centre's other path (spec 2.1 names both): one screen, one top bar of its own
  // with settings and messages (decision 055).
  ROUTES.memberHome,
  ROUTES.agent,
]);

/** spec 2.1: login, register, mine and agent paths get no header (agent sub-pages included). */
export function hasHeader(path: string): boolean {
  const p = normalizePath(path);
  return !HEADERLESS.has(p) && !p.startsWith(`${ROUTES.agent}/`);
}

/** spec 2.1: the 13 paths without the bottom menu. */
export const BOTTOM_MENU_HIDDEN: readonly string[] = [
  ROUTES.login,
  ROUTES.register,
  ROUTES.trail,
  ROUTES.launchGame,
  ROUTES.changePsw,
  ROUTES.notice,
  ROUTES.activity,
  ROUTES.forget,
  ROUTES.service,
  ROUTES.moreLottery,
  ROUTES.useragreement,
  ROUTES.maintenance,
  ROUTES.agent,
];

export function showBottomMenu(path: string): boolean {
  return !BOTTOM_MENU_HIDDEN.includes(normalizePath(path));
}

const BACK_TO_HOME = new Set<string>([
  ROUTES.login,
  ROUTES.register,
  ROUTES.trail,
  ROUTES.notice,
  ROUTES.forget,
]);

/** spec 2.3: where the header's back arrow leads. */
export function backTarget(path: string): typeof ROUTES.home | 'history' {
  return BACK_TO_HOME.has(normalizePath(path)) ? ROUTES.home : 'history';
}

/** What the back arrow does, given whether the app itself has an earlier entry in history. */
export function backAction(path: string, hasAppHistory: boolean): 'home' | 'back' | 'replace-home' {
  if (backTarget(path) === ROUTES.home) return 'home';
  return hasAppHistory ? 'back' : 'replace-home';
}

/** The i18n key of the page title by path (spec 2.3 names ten; the rest are ours). */
export function titleKey(path: string): string {
  const p = normalizePath(path);
  const name = (Object.keys(ROUTES) as (keyof typeof ROUTES)[]).find((key) => ROUTES[key] === p);
  if (!name) return 'titles.notFound';
  if (name === 'webEmail') return 'titles.message';
  if (name === 'helpDetail') return 'titles.help';
  if (name === 'memberHome') return 'titles.mine';
  return `titles.${name}`;
}

/** spec 2.1: a back swipe is a horizontal move over 100 px (left to right). */
export function isBackSwipe(dx: number, dy: number): boolean {
  return dx > LIMITS.backSwipeMinPx && Math.abs(dy) < Math.abs(dx);
}
