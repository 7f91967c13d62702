import { ROUTES } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { bottomMenuAction, currentBottomEntry } from './bottom-menu-rules.ts';

const guest = null;
const player = { type: 0 };
const agent = { type: 1 };
const trial = { type: 4 };

describe('bottom menu entries (spec 2.1, 6)', () => {
  it.each([
    [ROUTES.home, guest, 'navigate'],
    [ROUTES.activity, guest, 'navigate'],
    [ROUTES.voucherCenter, guest, 'navigate'],
    [ROUTES.inviteFriends, guest, 'login'],
    [ROUTES.mine, guest, 'navigate'],
    [ROUTES.home, player, 'navigate'],
    [ROUTES.voucherCenter, player, 'navigate'],
    [ROUTES.inviteFriends, player, 'navigate'],
    [ROUTES.mine, agent, 'navigate'],
    [ROUTES.home, trial, 'navigate'],
    [ROUTES.activity, trial, 'navigate'],
    [ROUTES.voucherCenter, trial, 'reject'],
    [ROUTES.inviteFriends, trial, 'reject'],
    [ROUTES.mine, trial, 'reject'],
    // The header's deposit and withdraw links share the rule (spec 2.3, 6).
    [ROUTES.withdraw, trial, 'reject'],
    [ROUTES.withdraw, player, 'navigate'],
    [ROUTES.withdraw, guest, 'navigate'],
    // Types 40-42 are excluded elsewhere (spec 6), not from the bottom menu.
    [ROUTES.mine, { type: 40 }, 'navigate'],
  ] as const)('%s for %o → %s', (to, session, action) => {
    expect(bottomMenuAction(to, session)).toBe(action);
  });
});

// Issue 9: the member tab is current on every member-area page, the others on their own.
describe('the bottom-menu entry marked current', () => {
  it.each([
    [ROUTES.home, ROUTES.home],
    [ROUTES.activity, ROUTES.activity],
    [ROUTES.voucherCenter, ROUTES.voucherCenter],
    [ROUTES.inviteFriends, ROUTES.inviteFriends],
    [ROUTES.mine, ROUTES.mine],
    [ROUTES.memberHome, ROUTES.mine],
    [ROUTES.set, ROUTES.mine],
    [ROUTES.changePsw, ROUTES.mine],
    [ROUTES.securityCenter, ROUTES.mine],
    [ROUTES.webEmail, ROUTES.mine],
    [ROUTES.vouReport, ROUTES.mine],
    [ROUTES.withdrawReport, ROUTES.mine],
    [ROUTES.transactionRecord, ROUTES.mine],
    [ROUTES.gameRecord, ROUTES.mine],
    [ROUTES.rebateReport, ROUTES.mine],
    [ROUTES.memberBenefits, ROUTES.mine],
    ['/m/member/anything/else', ROUTES.mine],
    [ROUTES.help, null],
    [ROUTES.gameCenter, null],
    ['/m/membership', null],
  ] as const)('%s → %s', (pathname, entry) => {
    expect(currentBottomEntry(pathname)).toBe(entry);
  });
});
