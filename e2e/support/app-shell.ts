import { ROUTES, STORAGE_KEYS } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { newPhonePage } from './browser.ts';
import type { E2eFixture } from './fixture.ts';

// Pages and names the app-shell journeys share (spec 2.1, 2.3, 1, 2.2).

export function shellPages(e2e: E2eFixture) {
  /** A phone page whose visitor already chose English, so names below read in English. */
  async function englishPage(): Promise<Page> {
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('e2e-init')) {
        sessionStorage.setItem('e2e-init', '1');
        localStorage.setItem(key, 'EN');
      }
    }, STORAGE_KEYS.language);
    return page;
  }

  /** A page whose visitor holds a (made-up) session, for screens that need one to render. */
  async function memberPage(): Promise<Page> {
    const page = await englishPage();
    await page.addInitScript((key) => {
      const session = { token: 't', merchantCode: 'demo', userName: 'lantern_player', type: 1 };
      localStorage.setItem(key, JSON.stringify(session));
    }, STORAGE_KEYS.MC_SESSION_INFO);
    // The made-up token's calls are answered here: the server would refuse them (401), and the
    // page would log out in the middle of the test (member centre, inbox, Home's renewal).
    await answerMemberCalls(page, { account: 'lantern_player', type: 1, sumBalance: '0.00' });
    return page;
  }

  return { englishPage, memberPage };
}

export const bottomMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/**
 * spec 2.8, 2.9: these send a guest home (the screens are tested in change-password.e2e.ts);
 * so does the message centre, a member's page (decision 047, e2e/messages.e2e.ts).
 */
export const GUEST_GOES_HOME: readonly string[] = [
  ROUTES.changePsw,
  ROUTES.set,
  ROUTES.message,
  ROUTES.webEmail,
  // The cashier and the security centre (issue 11) are members' screens too.
  ROUTES.voucherCenter,
  ROUTES.withdraw,
  ROUTES.securityCenter,
  // The betting record (issue 12; decision 085).
  ROUTES.gameRecord,
];

export const SPEC_2_1_ROUTES = [
  ROUTES.home,
  ROUTES.login,
  ROUTES.register,
  ROUTES.changePsw,
  ROUTES.forget,
  ROUTES.agent,
  ROUTES.memberHome,
  ROUTES.mine,
  ROUTES.set,
  ROUTES.help,
  ROUTES.helpDetail,
  ROUTES.notice,
  ROUTES.moreLottery,
  ROUTES.service,
  ROUTES.activity,
  ROUTES.activityInfo,
  ROUTES.startLottery,
  ROUTES.gameLobby,
  ROUTES.useragreement,
  ROUTES.trail,
  ROUTES.gameCenter,
  ROUTES.slotsCenter,
  ROUTES.lottery,
  `${ROUTES.gameList}?gameType=RNG`,
  `${ROUTES.launchGame}?playType=trad&code=lobby&pageBack=home`,
  ROUTES.message,
  ROUTES.webEmail,
  ROUTES.voucherCenter,
  ROUTES.withdraw,
  ROUTES.maintenance,
  ROUTES.rewardCenter,
  ROUTES.inviteFriends,
  ROUTES.securityCenter,
];

/**
 * Serves the page without the start-up configuration the server writes into it, as a server
 * that could not read it would: the app then depends on GET /api/merchant/config (spec 2.2).
 */
export async function withoutInlineConfig(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/m/') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json"[^>]*>.*?<\/script>/s,
        '',
      );
      await route.fulfill({ response, body });
    },
  );
}

/**
 * Answers a made-up session's member-info and balance calls in the page (the server would end
 * the session, issue 3): for header and menu tests that need a logged-in look, not a member.
 * e2e/session.e2e.ts runs the same screens against a real member.
 */
export async function answerMemberCalls(
  page: Page,
  {
    account,
    type,
    sumBalance,
    withdrawalAllowed = true,
  }: { account: string; type: number; sumBalance: string; withdrawalAllowed?: boolean },
): Promise<void> {
  const member = {
    id: 1,
    nickname: null,
    account,
    regDate: 0,
    type,
    toUpline: null,
    vipLevel: 0,
    headIcon: 1,
  };
  await page.route('**/api/accounts/member', (route) =>
    route.fulfill({ json: { success: true, value: member } }),
  );
  // Home renews the session on load (spec 2.4, issue 10); its answer is the member info too.
  await page.route('**/api/accounts/session/renew', (route) =>
    route.fulfill({ json: { success: true, value: member } }),
  );
  await page.route('**/api/wallet/balance', (route) =>
    route.fulfill({ json: { success: true, value: { sumBalance, currencySymbol: 'K' } } }),
  );
  // The inbox and its unread count (issue 10): a made-up token would get 401 from the server,
  // which logs the page out in the middle of a test about something else.
  await page.route('**/api/messages/unread-count', (route) =>
    route.fulfill({ json: { success: true, value: 0 } }),
  );
  await page.route(/\/api\/messages(\?.*)?$/, (route) =>
    route.fulfill({ json: { success: true, value: { list: [], pageNum: 1, totalPages: 0 } } }),
  );
  // The withdrawal check (issue 11, decision 067) decides the header's withdraw link and menu item.
  const check = {
    allowed: withdrawalAllowed,
    realMember: true,
    hasBankCard: withdrawalAllowed,
    hasPaymentPassword: true,
    turnoverMet: true,
    turnoverRemaining: '0.00',
  };
  await page.route('**/api/cashier/withdrawal-check', (route) =>
    route.fulfill({ json: { success: true, value: check } }),
  );
  // Home's games tabs load the member's favourite ids (issue 12, spec 2.4): none here.
  await page.route('**/api/games/favourites/ids', (route) =>
    route.fulfill({ json: { success: true, value: { nodeIds: [] } } }),
  );
  // The betting record's list (issue 12, decision 085): none here. Unanswered, the made-up token's
  // 401 logs the page out while a test is still reading /m/gameRecord.
  await page.route(/\/api\/games\/records(\?.*)?$/, (route) =>
    route.fulfill({ json: { success: true, value: { list: [], nextCursor: null } } }),
  );
  // The record screens' lists (issue 11, decision 070): none here. Unanswered, the made-up token's
  // 401 logs the page out while a test is still reading /m/withdrawReport (CI of e80689e).
  // Only the lists (GET): a test's own requests to these paths go on to the server.
  const empty = { list: [], nextCursor: null };
  for (const path of [
    /\/api\/wallet\/transactions(\?.*)?$/,
    /\/api\/cashier\/deposits(\?.*)?$/,
    /\/api\/cashier\/withdrawals(\?.*)?$/,
  ]) {
    await page.route(path, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { success: true, value: empty } })
        : route.fallback(),
    );
  }
  // The security centre's overview (decision 056): unanswered, the made-up token's 401 logged the
  // page out while the member-tab test read /m/securityCenter on a loaded machine.
  const overview = {
    paymentPasswordSet: false,
    bankCardCount: 0,
    maxBankCards: 3,
    payeeName: null,
    email: null,
    emailVerified: false,
    emailPending: null,
    nickname: null,
    questionsSet: false,
    mobile: null,
    smsTarget: null,
  };
  await page.route(/\/api\/security$/, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { success: true, value: overview } })
      : route.fallback(),
  );
  await page.route('**/api/wallet/transaction-kinds', (route) =>
    route.fulfill({ json: { success: true, value: { kinds: [] } } }),
  );
  // The live event stream (issue 11) would be refused for a made-up token and log the page out:
  // unreachable instead, it retries with backoff and the balance stays the one answered above.
  await page.route('**/api/events', (route) => route.abort());
}
