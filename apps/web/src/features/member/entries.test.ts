import { ROUTES, WHITE_LABEL_FLAGS, type WhiteLabelFlag } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import {
  type EntriesInput,
  memberCentreEntries,
  PROMO_SWITCHES_UNTIL_PROMOTIONS,
  passesAgentCheck,
  templateOf,
} from './entries.ts';

const allFlags = Object.fromEntries(WHITE_LABEL_FLAGS.map((flag) => [flag, true])) as Record<
  WhiteLabelFlag,
  boolean
>;
const noFlags = Object.fromEntries(WHITE_LABEL_FLAGS.map((flag) => [flag, false])) as Record<
  WhiteLabelFlag,
  boolean
>;
const allPromos = { vipBenefit: true, referral: true, mission: true };

function input(over: Partial<EntriesInput> = {}): EntriesInput {
  return {
    flags: allFlags,
    promos: allPromos,
    session: { type: 1 },
    member: { type: 1, toUpline: 'agent01' },
    withdrawalAllowed: true,
    template: 'classic',
    ...over,
  };
}

const tileIds = (i: EntriesInput) => memberCentreEntries(i).tiles.map((t) => t.id);
const listIds = (i: EntriesInput) => memberCentreEntries(i).groups.flatMap((g) => g.entries.map((e) => e.id));

describe('member centre tiles (spec 2.9)', () => {
  it('lists every tile in order, with its route, when everything allows it', () => {
    expect(memberCentreEntries(input()).tiles.map((t) => [t.id, t.to])).toEqual([
      ['memberBenefits', ROUTES.memberBenefits],
      ['download', null],
      ['voucherCenter', ROUTES.voucherCenter],
      ['withdraw', ROUTES.withdraw],
      ['inviteFriends', ROUTES.inviteFriends],
      ['securityCenter', ROUTES.securityCenter],
    ]);
  });

  it.each([
    ['VIP benefit off', { promos: { ...allPromos, vipBenefit: false } }, 'memberBenefits'],
    ['REFERRAL off', { promos: { ...allPromos, referral: false } }, 'inviteFriends'],
    ['the withdrawal check failing', { withdrawalAllowed: false }, 'withdraw'],
  ] as const)('drops one tile for %s', (_, over, gone) => {
    const all = tileIds(input());
    expect(tileIds(input(over))).toEqual(all.filter((id) => id !== gone));
  });

  it('keeps download, deposit and security centre with no flag and no promotion at all', () => {
    const bare = input({ flags: noFlags, promos: PROMO_SWITCHES_UNTIL_PROMOTIONS, withdrawalAllowed: false });
    expect(tileIds(bare)).toEqual(['download', 'voucherCenter', 'securityCenter']);
  });
});

describe('member centre list entries (spec 2.9 table)', () => {
  it('lists every entry in the order of the table when everything allows it', () => {
    expect(memberCentreEntries(input()).groups.flatMap((g) => g.entries.map((e) => [e.id, e.to]))).toEqual([
      ['agent', ROUTES.agent],
      ['vouReport', ROUTES.vouReport],
      ['withdrawReport', ROUTES.withdrawReport],
      ['transactionRecord', ROUTES.transactionRecord],
      ['gameRecord', ROUTES.gameRecord],
      ['profitandloss', ROUTES.profitandloss],
      ['upLineTransfer', ROUTES.upLineTransfer],
      ['rewardCenter', ROUTES.rewardCenter],
      ['manualRebate', ROUTES.manualRebate],
      ['leaderBoard', ROUTES.leaderBoard],
      ['rebateReport', ROUTES.rebateReport],
      ['webEmail', ROUTES.webEmail],
    ]);
  });

  it.each([
    ['DEPRECM3', 'vouReport'],
    ['WITHREC3', 'withdrawReport'],
    ['TRANSREC3', 'transactionRecord'],
    ['TRANSBETREPMEM3', 'gameRecord'],
    ['PERSREP', 'profitandloss'],
    ['AGETRANSFERUP3', 'upLineTransfer'],
    ['REWCEN3', 'rewardCenter'],
    ['MANPLAYREB3', 'manualRebate'],
    ['PLYRBT', 'rebateReport'],
    ['MAILCEN', 'webEmail'],
  ] as const)('flag %s off hides %s and nothing else', (flag, gone) => {
    const all = listIds(input());
    expect(listIds(input({ flags: { ...allFlags, [flag]: false } }))).toEqual(
      all.filter((id) => id !== gone),
    );
  });

  it('hides the mission activity while the MISSION promotion is off', () => {
    expect(listIds(input({ promos: { ...allPromos, mission: false } }))).not.toContain('leaderBoard');
  });

  it('needs WITHREC3 and the withdrawal check for the withdrawal record', () => {
    expect(listIds(input({ withdrawalAllowed: false }))).not.toContain('withdrawReport');
    expect(listIds(input({ flags: { ...allFlags, WITHREC3: false } }))).not.toContain('withdrawReport');
    expect(listIds(input())).toContain('withdrawReport');
  });

  // spec 2.9, 5, 6, 9: agency centre by session type; superior transfer by member type and upline.
  it.each([
    [0, false, true],
    [1, true, true],
    [2, true, false],
    [4, false, true],
    [40, false, true],
    [41, true, true],
  ])('type %i: agency centre %s, superior transfer %s (with an upline)', (type, agency, transfer) => {
    const ids = listIds(input({ session: { type }, member: { type, toUpline: 'agent01' } }));
    expect(ids.includes('agent')).toBe(agency);
    expect(ids.includes('upLineTransfer')).toBe(transfer);
  });

  it.each([null, ''])('hides superior transfer without an upline (%o)', (toUpline) => {
    expect(listIds(input({ member: { type: 1, toUpline } }))).not.toContain('upLineTransfer');
  });

  it('hides superior transfer until member info has arrived', () => {
    expect(listIds(input({ member: null }))).not.toContain('upLineTransfer');
  });

  it('shows a guest the flag entries only: no agency centre, no superior transfer', () => {
    const ids = listIds(input({ session: null, member: null }));
    expect(ids).not.toContain('agent');
    expect(ids).not.toContain('upLineTransfer');
    expect(ids).toContain('transactionRecord');
  });
});

describe('what a tap does (spec 2.9, 6)', () => {
  const accessOf = (i: EntriesInput) => {
    const { tiles, groups } = memberCentreEntries(i);
    return Object.fromEntries([...tiles, ...groups.flatMap((g) => g.entries)].map((e) => [e.id, e.access]));
  };

  it('opens the login modal from every entry for a guest', () => {
    expect(new Set(Object.values(accessOf(input({ session: null, member: null }))))).toEqual(
      new Set(['login']),
    );
  });

  it.each([0, 1, 2, 40, 41])('opens every entry for type %i', (type) => {
    expect(
      new Set(Object.values(accessOf(input({ session: { type }, member: { type, toUpline: 'a' } })))),
    ).toEqual(new Set(['open']));
  });

  it('tells a trial member to use a real account, except for download and messages', () => {
    const access = accessOf(input({ session: { type: 4 }, member: { type: 4, toUpline: null } }));
    expect(access.download).toBe('open');
    expect(access.webEmail).toBe('open');
    expect(access.voucherCenter).toBe('reject');
    expect(access.securityCenter).toBe('reject');
    expect(access.transactionRecord).toBe('reject');
  });
});

describe('templates (spec 4 "Template versions")', () => {
  it.each([
    ['1', 'new'],
    ['0', 'classic'],
    ['', 'classic'],
    ['2', 'classic'],
  ])('mem_cen %o is the %s template', (memCen, template) => expect(templateOf(memCen)).toBe(template));

  it('classic keeps one list in the order of the table', () => {
    const { groups } = memberCentreEntries(input({ template: 'classic' }));
    expect(groups.map((g) => g.id)).toEqual(['all']);
  });

  it('new groups the same entries into records, rewards and more', () => {
    const { groups } = memberCentreEntries(input({ template: 'new' }));
    expect(groups.map((g) => [g.id, g.entries.map((e) => e.id)])).toEqual([
      ['records', ['vouReport', 'withdrawReport', 'transactionRecord', 'gameRecord', 'profitandloss']],
      ['rewards', ['rewardCenter', 'manualRebate', 'leaderBoard', 'rebateReport']],
      ['more', ['agent', 'upLineTransfer', 'webEmail']],
    ]);
    expect(new Set(listIds(input({ template: 'new' })))).toEqual(new Set(listIds(input())));
  });

  it('new drops an empty group, classic an empty list', () => {
    const onlyRecords = { ...noFlags, TRANSREC3: true };
    const guest = { session: null, member: null, promos: PROMO_SWITCHES_UNTIL_PROMOTIONS };
    expect(memberCentreEntries(input({ ...guest, flags: onlyRecords, template: 'new' })).groups).toEqual([
      {
        id: 'records',
        entries: [{ id: 'transactionRecord', to: ROUTES.transactionRecord, access: 'login' }],
      },
    ]);
    expect(memberCentreEntries(input({ ...guest, flags: noFlags })).groups).toEqual([]);
  });
});

describe('the withdrawal check gates the withdraw tile and record entry (spec 2.9, 6; decision 067)', () => {
  // The check's answer is the one input; WITHREC3 adds to it for the record entry only.
  it.each([
    [true, true, true, true],
    [true, false, true, false],
    [false, true, false, false],
    [false, false, false, false],
  ])('check %s, WITHREC3 %s -> tile %s, record entry %s', (allowed, withRec, tile, record) => {
    const i = input({ withdrawalAllowed: allowed, flags: { ...allFlags, WITHREC3: withRec } });
    expect(tileIds(i).includes('withdraw')).toBe(tile);
    expect(listIds(i).includes('withdrawReport')).toBe(record);
  });

  it('no longer reads DIRECTREG3 for the tile: the check alone decides it', () => {
    expect(tileIds(input({ flags: { ...allFlags, DIRECTREG3: false } }))).toContain('withdraw');
  });
});

describe('the agent check (spec 5)', () => {
  it.each([
    [null, false],
    [{ type: 0 }, false],
    [{ type: 4 }, false],
    [{ type: 40 }, false],
    [{ type: 1 }, true],
    [{ type: 2 }, true],
    [{ type: 41 }, true],
  ])('session %o passes: %s', (session, passes) => expect(passesAgentCheck(session)).toBe(passes));
});
