import type { RoutePath } from '@lobby/shared';
import type { LocalePart } from '../lib/i18n.ts';

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
  '/m/trail': 'trail',
  '/m/useragreement': 'user-agreement',
  '/m/notice': 'notice',
  '/m/help': 'help',
  '/m/helpDetail': 'help',
  '/m/message': 'messages',
  '/m/webEmail': 'messages',
  '/m/member/home': 'member-centre',
  '/m/mine': 'member-centre',
  '/m/securityCenter': 'security-center',
  '/m/transaction/record': 'records',
  '/m/vouReport': 'records',
  '/m/withdrawReport': 'records',
  '/m/gameRecord': 'game-record',
  '/m/profitandloss': 'profit-loss',
  '/m/voucherCenter': 'voucher-center',
  '/m/withdraw': 'withdraw',
  '/m/gameList': 'game-screens',
  '/m/gameCenter': 'game-screens',
  '/m/slotsCenter': 'game-screens',
  '/m/gameLobby': 'game-screens',
  '/m/launchGame': 'game-screens',
  '/m/lottery': 'lottery',
  '/m/moreLottery': 'lottery',
  '/m/startLottery': 'lottery-betting',
} as const satisfies Partial<Record<RoutePath, string>>;

export type RouteModuleName = (typeof ROUTE_MODULES)[keyof typeof ROUTE_MODULES];
export type RouteModulePath = keyof typeof ROUTE_MODULES;

/**
 * What a routed screen needs beside its module: TanStack Query (decision 026) and locale parts
 * (decision 007). The router loads them with the module; the build lists their files with the
 * module's, so the page the server serves names them too (decision 029).
 */
export interface RouteNeeds {
  queries: boolean;
  localeParts: readonly LocalePart[];
}

const accountsScreen: RouteNeeds = { queries: true, localeParts: ['accounts'] };
const recordsScreen: RouteNeeds = { queries: true, localeParts: ['records'] };
const gamesScreen: RouteNeeds = { queries: true, localeParts: ['games'] };
const lotteryScreen: RouteNeeds = { queries: true, localeParts: ['lottery'] };
export const ROUTE_NEEDS: Record<RouteModulePath, RouteNeeds> = {
  // A guest's Home draws neither: its first paint carries no query code and no account texts.
  '/m/home': { queries: false, localeParts: [] },
  '/m/login': accountsScreen,
  '/m/register': accountsScreen,
  '/m/forget': accountsScreen,
  '/m/changePsw': accountsScreen,
  '/m/set': accountsScreen,
  '/m/trail': { queries: true, localeParts: ['accounts', 'guest'] },
  '/m/useragreement': { queries: true, localeParts: ['guest'] },
  '/m/notice': { queries: true, localeParts: ['content'] },
  '/m/help': { queries: true, localeParts: ['content'] },
  '/m/helpDetail': { queries: true, localeParts: ['content'] },
  '/m/message': { queries: true, localeParts: ['inbox'] },
  '/m/webEmail': { queries: true, localeParts: ['inbox'] },
  '/m/member/home': { queries: true, localeParts: ['member'] },
  '/m/mine': { queries: true, localeParts: ['member'] },
  // The validation messages and account errors are the accounts part's.
  '/m/securityCenter': { queries: true, localeParts: ['accounts', 'security'] },
  '/m/transaction/record': recordsScreen,
  '/m/vouReport': recordsScreen,
  '/m/withdrawReport': recordsScreen,
  // The betting record borrows the records part's periods and list words (decision 085).
  '/m/gameRecord': { queries: true, localeParts: ['records', 'gameRecords'] },
  // Profit and loss borrows the periods and the product names too (decision 097).
  '/m/profitandloss': { queries: true, localeParts: ['records', 'gameRecords', 'profitLoss'] },
  '/m/voucherCenter': { queries: true, localeParts: ['cashier'] },
  '/m/withdraw': { queries: true, localeParts: ['cashier'] },
  '/m/gameList': gamesScreen,
  '/m/gameCenter': gamesScreen,
  '/m/slotsCenter': gamesScreen,
  '/m/gameLobby': gamesScreen,
  '/m/launchGame': gamesScreen,
  '/m/lottery': lotteryScreen,
  '/m/moreLottery': lotteryScreen,
  // A refused slip may say the wallet's INSUFFICIENT_BALANCE, whose text is the accounts part's.
  '/m/startLottery': { queries: true, localeParts: ['lottery', 'accounts'] },
};

/**
 * Where the build writes what the server names in the page (decision 029): per route path, the
 * files its module and the query module need beyond the shell, and the locale parts it needs;
 * per language (lower-case code), the file of its shell texts ("") and of each part.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export interface RoutePreloads {
  routes: Record<string, { files: string[]; localeParts: readonly string[] }>;
  locales: Record<string, Record<string, string>>;
}
