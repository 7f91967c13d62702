import { MEMBER_TYPES, ROUTES } from '@lobby/shared';

// What a tap on a bottom-menu entry, or on the header's deposit and withdraw links, does
// (spec 2.1, 2.3, 6; docs/decisions/016). Pure, so every case is a table row.

export type BottomMenuAction = 'navigate' | 'login' | 'reject';

/**
 * The entries for a real account: deposit, invite friends and the member area, and the
 * header's withdraw. Home and promotions are open to all.
 */
export const MEMBER_ENTRIES: readonly string[] = [
  ROUTES.voucherCenter,
  ROUTES.withdraw,
  ROUTES.inviteFriends,
  ROUTES.mine,
];

/** spec 2.1: home, promotions, the centre deposit button, invite friends, member area. */
export const BOTTOM_ENTRIES: readonly string[] = [
  ROUTES.home,
  ROUTES.activity,
  ROUTES.voucherCenter,
  ROUTES.inviteFriends,
  ROUTES.mine,
];

/**
 * The member area (spec 2.9): the member centre, settings and the pages its tiles and list
 * entries open, which the member tab stands for (issue 9). Everything under /m/member/ too.
 */
export const MEMBER_AREA_ROUTES: readonly string[] = [
  ROUTES.mine,
  ROUTES.memberHome,
  ROUTES.set,
  ROUTES.changePsw,
  ROUTES.securityCenter,
  ROUTES.webEmail,
  ROUTES.message,
  ROUTES.memberBenefits,
  ROUTES.withdraw,
  ROUTES.vouReport,
  ROUTES.withdrawReport,
  ROUTES.transactionRecord,
  ROUTES.gameRecord,
  ROUTES.profitandloss,
  ROUTES.upLineTransfer,
  ROUTES.rewardCenter,
  ROUTES.manualRebate,
  ROUTES.leaderBoard,
  ROUTES.rebateReport,
];
const MEMBER_AREA_PREFIX = '/m/member/';

/** The bottom-menu entry marked current on `pathname`: its own page, or the member tab for the member area. */
export function currentBottomEntry(pathname: string): string | null {
  if (BOTTOM_ENTRIES.includes(pathname)) return pathname;
  if (MEMBER_AREA_ROUTES.includes(pathname) || pathname.startsWith(MEMBER_AREA_PREFIX)) return ROUTES.mine;
  return null;
}

/**
 * spec 6: member type 4 (trial) is refused from the member entries with free_reject. A guest
 * asked for invite friends (a members' page with nothing for guests, spec 6) logs in first;
 * the member area has its own guest view (spec 2.9) and the deposit and withdraw pages their
 * own guards, so a guest goes there.
 */
export function bottomMenuAction(to: string, session: { type: number } | null): BottomMenuAction {
  if (!MEMBER_ENTRIES.includes(to)) return 'navigate';
  if (!session) return to === ROUTES.inviteFriends ? 'login' : 'navigate';
  const rejected: readonly number[] = MEMBER_TYPES.bottomMenuRejected;
  return rejected.includes(session.type) ? 'reject' : 'navigate';
}
