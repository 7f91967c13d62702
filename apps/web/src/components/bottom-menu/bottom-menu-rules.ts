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
