import { MEMBER_TYPES, ROUTES, TRIAL_CUSTOMER_TYPE, type WhiteLabelFlag } from '@lobby/shared';

// The member centre's quick tiles and list entries (spec 2.9, 6, 9), one pure function of
// everything that decides them, so each condition is a table row (decision 054).

export type TileId =
  | 'memberBenefits'
  | 'download'
  | 'voucherCenter'
  | 'withdraw'
  | 'inviteFriends'
  | 'securityCenter';

export type ListId =
  | 'agent'
  | 'vouReport'
  | 'withdrawReport'
  | 'transactionRecord'
  | 'gameRecord'
  | 'profitandloss'
  | 'upLineTransfer'
  | 'rewardCenter'
  | 'manualRebate'
  | 'leaderBoard'
  | 'rebateReport'
  | 'webEmail';

/**
 * What a tap does: go to the route (or open the download popup), open the login modal (spec
 * 2.9: every entry needs a session), or tell a trial member to use a real account (spec 6).
 */
export type EntryAccess = 'open' | 'login' | 'reject';

export interface MemberEntry<Id extends string = TileId | ListId> {
  id: Id;
  /** The route it opens; null for the download tile, which opens the download popup. */
  to: string | null;
  access: EntryAccess;
}

export type ListGroupId = 'all' | 'records' | 'rewards' | 'more';

export interface ListGroup {
  id: ListGroupId;
  entries: MemberEntry<ListId>[];
}

/** The promotion switches of spec 2.9 and 6; no source exists until the promotions issue. */
export interface PromoSwitches {
  vipBenefit: boolean;
  referral: boolean;
  mission: boolean;
}

/** Decision 054: all off until the promotions issue gives them a source. */
export const PROMO_SWITCHES_UNTIL_PROMOTIONS: PromoSwitches = {
  vipBenefit: false,
  referral: false,
  mission: false,
};

export type MemberCentreTemplate = 'classic' | 'new';

/** spec 4 "Template versions": mobileTemplate.mem_cen "1" is the new member centre. */
export const templateOf = (memCen: string): MemberCentreTemplate => (memCen === '1' ? 'new' : 'classic');

export interface EntriesInput {
  flags: Partial<Record<WhiteLabelFlag, boolean>>;
  promos: PromoSwitches;
  /** The stored session's customer type, or null for a guest. */
  session: { type: number } | null;
  /** Member info once it has arrived (spec 3): its type and upline decide superior transfer. */
  member: { type: number; toUpline: string | null } | null;
  /**
   * The withdrawal-allowed check of spec 2.9 and 6 (issue 11, decision 067): the server's
   * answer, passed in by the screen; false while it is unknown.
   */
  withdrawalAllowed: boolean;
  template: MemberCentreTemplate;
}

export interface MemberCentreEntries {
  tiles: MemberEntry<TileId>[];
  /** Classic: one group in the order of spec 2.9's table; new: grouped by kind. */
  groups: ListGroup[];
}

/** spec 5 agent check: a session whose type is not 0, 4 or 40. */
export function passesAgentCheck(session: { type: number } | null): boolean {
  const hidden: readonly number[] = MEMBER_TYPES.agentHidden;
  return session !== null && !hidden.includes(session.type);
}

// A trial member may read and play (decision 014): its downloads and messages stay open.
const OPEN_TO_TRIAL = new Set<string>(['download', 'webEmail']);

function accessOf(id: string, session: { type: number } | null): EntryAccess {
  if (!session) return 'login';
  if (session.type === TRIAL_CUSTOMER_TYPE && !OPEN_TO_TRIAL.has(id)) return 'reject';
  return 'open';
}

type Rule<Id> = [Id, string | null, (input: EntriesInput) => boolean];

const TILE_RULES: Rule<TileId>[] = [
  ['memberBenefits', ROUTES.memberBenefits, (i) => i.promos.vipBenefit],
  ['download', null, () => true],
  ['voucherCenter', ROUTES.voucherCenter, () => true],
  ['withdraw', ROUTES.withdraw, (i) => i.withdrawalAllowed],
  ['inviteFriends', ROUTES.inviteFriends, (i) => i.promos.referral],
  ['securityCenter', ROUTES.securityCenter, () => true],
];

const superiorTransferHidden: readonly number[] = MEMBER_TYPES.superiorTransferHidden;

// spec 2.9's table, row by row and in its order.
const LIST_RULES: Rule<ListId>[] = [
  ['agent', ROUTES.agent, (i) => passesAgentCheck(i.session)],
  ['vouReport', ROUTES.vouReport, (i) => i.flags.DEPRECM3 === true],
  ['withdrawReport', ROUTES.withdrawReport, (i) => i.flags.WITHREC3 === true && i.withdrawalAllowed],
  ['transactionRecord', ROUTES.transactionRecord, (i) => i.flags.TRANSREC3 === true],
  ['gameRecord', ROUTES.gameRecord, (i) => i.flags.TRANSBETREPMEM3 === true],
  ['profitandloss', ROUTES.profitandloss, (i) => i.flags.PERSREP === true],
  [
    'upLineTransfer',
    ROUTES.upLineTransfer,
    (i) =>
      i.flags.AGETRANSFERUP3 === true &&
      Boolean(i.member?.toUpline) &&
      i.member !== null &&
      !superiorTransferHidden.includes(i.member.type),
  ],
  ['rewardCenter', ROUTES.rewardCenter, (i) => i.flags.REWCEN3 === true],
  ['manualRebate', ROUTES.manualRebate, (i) => i.flags.MANPLAYREB3 === true],
  ['leaderBoard', ROUTES.leaderBoard, (i) => i.promos.mission],
  ['rebateReport', ROUTES.rebateReport, (i) => i.flags.PLYRBT === true],
  ['webEmail', ROUTES.webEmail, (i) => i.flags.MAILCEN === true],
];

/** The new template's sections (decision 055): records, rewards, then the rest. */
const NEW_GROUPS: [ListGroupId, readonly ListId[]][] = [
  ['records', ['vouReport', 'withdrawReport', 'transactionRecord', 'gameRecord', 'profitandloss']],
  ['rewards', ['rewardCenter', 'manualRebate', 'leaderBoard', 'rebateReport']],
  ['more', ['agent', 'upLineTransfer', 'webEmail']],
];

function shown<Id extends string>(rules: Rule<Id>[], input: EntriesInput): MemberEntry<Id>[] {
  return rules
    .filter(([, , when]) => when(input))
    .map(([id, to]) => ({ id, to, access: accessOf(id, input.session) }));
}

/** spec 2.9: the tiles and list entries to show, in order, with their routes and what a tap does. */
export function memberCentreEntries(input: EntriesInput): MemberCentreEntries {
  const tiles = shown(TILE_RULES, input);
  const list = shown(LIST_RULES, input);
  if (input.template === 'classic')
    return { tiles, groups: list.length ? [{ id: 'all', entries: list }] : [] };
  const groups = NEW_GROUPS.map(([id, ids]) => ({
    id,
    entries: list.filter((entry) => ids.includes(entry.id)),
  })).filter((group) => group.entries.length > 0);
  return { tiles, groups };
}
