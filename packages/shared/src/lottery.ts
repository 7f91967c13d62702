import { z } from 'zod/mini';
import { LOTTERY_AREA, PRIZE_MODES } from './constants.ts';
import { LanguageCode } from './merchant.ts';
import { Money } from './wallet.ts';

// The lottery (issue 13; spec 1, 2.12, 3 "Lottery game", "Lottery group", "Lottery menu group",
// 4 favourite toggle / menu refresh / countdown / prize mode, 7 "Games" lottery calls, 9). The
// calls keep spec 7's parameter names; every answer carries `serverTime` (ms since the epoch) so
// a client corrects its clock (spec 4 countdown). Rules of every bet type: docs/lottery-rules.md.

/**
 * The draw engines (docs/lottery-rules.md): FAST5 a 5-digit result (digits 0-9 at positions
 * 1-5); VNN the northern Vietnamese result sheet of 27 prizes.
 */
export const LOTTERY_FAMILIES = ['FAST5', 'VNN'] as const;
export const LotteryFamily = z.enum(LOTTERY_FAMILIES);
export type LotteryFamily = z.infer<typeof LotteryFamily>;

/**
 * A draw's life: `open` (on sale from openAt until lockAt), `locked` (sales closed), `drawn`
 * (result and seed public, settlement under way), `settled` (every bet paid or lost), `voided`
 * (no result; every bet refunded).
 */
export const LOTTERY_DRAW_STATES = ['open', 'locked', 'drawn', 'settled', 'voided'] as const;
export const LotteryDrawState = z.enum(LOTTERY_DRAW_STATES);
export type LotteryDrawState = z.infer<typeof LotteryDrawState>;

/**
 * The shortest interval a game may draw at (decision 088): a 30 s game still leaves a member
 * some 25 s to pick and confirm after a 5 s lock, and keeps numeros to four digits.
 */
export const LOTTERY_MIN_INTERVAL_SECONDS = 30;

export const LOTTERY_BET_STATES = ['open', 'won', 'lost', 'refunded'] as const;
export const LotteryBetState = z.enum(LOTTERY_BET_STATES);
export type LotteryBetState = z.infer<typeof LotteryBetState>;

/** A game code, e.g. `VNN1`, `F5M3`. */
export const LotteryGameCode = z
  .string()
  .check(z.regex(/^[A-Z0-9_]{2,16}$/, 'a lottery game code such as VNN1'));
/** A draw number (spec 3 numero), e.g. `20261124-0931`. */
export const Numero = z
  .string()
  .check(z.regex(/^[0-9A-Za-z-]{1,32}$/, 'a draw number such as 20261124-0931'));

export const PrizeMode = z.enum(PRIZE_MODES);
const Device = z.optional(z.literal('MOBILE'));

// ---- The 5-digit and Vietnamese results (drawn by the shared engine, packages/shared/src/lottery-engine) ----

export const Fast5Result = z.object({ family: z.literal('FAST5'), digits: z.array(z.number()) });
/** Northern sheet: special and first 5 digits; 2 second, 6 third 5 digits; 4 fourth, 6 fifth 4; 3 sixth 3; 4 seventh 2. */
export const VnnResult = z.object({
  family: z.literal('VNN'),
  special: z.string(),
  first: z.string(),
  second: z.array(z.string()),
  third: z.array(z.string()),
  fourth: z.array(z.string()),
  fifth: z.array(z.string()),
  sixth: z.array(z.string()),
  seventh: z.array(z.string()),
});
export const LotteryResult = z.discriminatedUnion('family', [Fast5Result, VnnResult]);
export type LotteryResult = z.infer<typeof LotteryResult>;

// ---- Lists and menus (spec 7: lottery list, game menus, lottery menu, Vietnamese lottery menu) ----

/** spec 3 "Lottery game", one entry of the lottery list. remainTime and lockTime in seconds. */
export const LotteryGame = z.object({
  gameId: z.number(),
  gameCode: LotteryGameCode,
  gameGroupCode: z.string(),
  family: LotteryFamily,
  /** The name in the asked language. */
  remark: z.string(),
  mobileIconUrl: z.string(),
  /** The current draw's numero, or '' when none is on sale. */
  numero: z.string(),
  isSale: z.boolean(),
  /** Seconds until the draw (winningTime); lockTime is subtracted by the client (spec 4). */
  remainTime: z.number(),
  lockTime: z.number(),
  /** The draw time of the current draw, ms since the epoch (0 when none). */
  winningTime: z.number(),
  /** spec 3: parts separated by `~`; the first may be comma-separated ('' before the first draw). */
  previousWinningNumber: z.string(),
  previousNumero: z.string(),
  hot: z.boolean(),
});
export type LotteryGame = z.infer<typeof LotteryGame>;

export const LotteryListQuery = z.object({
  prizeMode: z.optional(PrizeMode),
  device: Device,
  language: z.optional(LanguageCode),
});
export type LotteryListQuery = z.infer<typeof LotteryListQuery>;
export const LotteryListResponse = z.object({ serverTime: z.number(), list: z.array(LotteryGame) });
export type LotteryListResponse = z.infer<typeof LotteryListResponse>;

/** spec 3 "Lottery group": its games with the play switches. */
export const LotteryGroupGame = z.object({
  gameId: z.number(),
  code: LotteryGameCode,
  remark: z.string(),
  mobileIconUrl: z.string(),
  entPlaySwitch: z.boolean(),
  tradPlaySwitch: z.boolean(),
  mUi: z.string(),
  css: z.string(),
});
export const LotteryGroup = z.object({
  gameGroupId: z.string(),
  displayName: z.string(),
  games: z.array(LotteryGroupGame),
});
export type LotteryGroup = z.infer<typeof LotteryGroup>;
export const GameMenusQuery = z.object({ device: Device, language: z.optional(LanguageCode) });
export const GameMenusResponse = z.object({ serverTime: z.number(), groups: z.array(LotteryGroup) });
export type GameMenusResponse = z.infer<typeof GameMenusResponse>;

/** spec 3 "Lottery menu group": tag, labelName, gameMenus (gameId, tag incl. HOT, numero, remainTime). */
export const LotteryMenuEntry = z.object({
  gameId: z.number(),
  gameCode: LotteryGameCode,
  remark: z.string(),
  mobileIconUrl: z.string(),
  /** Comma list of tags; `HOT` for hot games. */
  tag: z.string(),
  numero: z.string(),
  isSale: z.boolean(),
  remainTime: z.number(),
  lockTime: z.number(),
  previousWinningNumber: z.string(),
});
export type LotteryMenuEntry = z.infer<typeof LotteryMenuEntry>;
export const LotteryMenuGroup = z.object({
  tag: z.string(),
  labelName: z.string(),
  gameMenus: z.array(LotteryMenuEntry),
});
export type LotteryMenuGroup = z.infer<typeof LotteryMenuGroup>;
export const LotteryMenuQuery = z.object({
  prizeMode: z.optional(PrizeMode),
  device: Device,
  language: z.optional(LanguageCode),
});
export const LotteryMenuResponse = z.object({ serverTime: z.number(), groups: z.array(LotteryMenuGroup) });
export type LotteryMenuResponse = z.infer<typeof LotteryMenuResponse>;

// ---- Draws: open numeros, recent results, one draw's verify data ----

export const LotteryDraw = z.object({
  gameCode: LotteryGameCode,
  numero: Numero,
  state: LotteryDrawState,
  openTime: z.number(),
  lockTime: z.number(),
  drawTime: z.number(),
  /** SHA-256 of the seed, public from the moment the draw exists (commit). */
  seedHash: z.string(),
  /** Null until drawn (reveal). */
  seed: z.nullable(z.string()),
  result: z.nullable(LotteryResult),
  /** spec 3 previousWinningNumber form of the result ('' until drawn). */
  winningNumber: z.string(),
  voidReason: z.nullable(z.string()),
});
export type LotteryDraw = z.infer<typeof LotteryDraw>;
export const OpenNumerosQuery = z.object({ gameCode: LotteryGameCode });
export const OpenNumerosResponse = z.object({ serverTime: z.number(), list: z.array(LotteryDraw) });
export type OpenNumerosResponse = z.infer<typeof OpenNumerosResponse>;
export const RecentResultsQuery = z.object({
  gameCode: LotteryGameCode,
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(50))),
});
export const RecentResultsResponse = z.object({ serverTime: z.number(), list: z.array(LotteryDraw) });
export type RecentResultsResponse = z.infer<typeof RecentResultsResponse>;

// ---- Launch (spec 7 "lottery launch") ----

export const LOTTERY_VIEWS = ['betting', 'lobby'] as const;
export const LotteryLaunchQuery = z.object({
  lottoArea: z.literal(LOTTERY_AREA),
  launchMode: z.literal('LOTT'),
  lottoPrizeMode: z.optional(PrizeMode),
  lottoGameCode: z.optional(LotteryGameCode),
  lottoView: z.enum(LOTTERY_VIEWS),
  device: Device,
  backUrl: z.optional(z.string().check(z.regex(/^\/m\/[A-Za-z0-9/_?=&.%-]{0,200}$/, 'a path under /m/'))),
  language: z.optional(LanguageCode),
});
export type LotteryLaunchQuery = z.infer<typeof LotteryLaunchQuery>;
export const LotteryLaunchResponse = z.object({ gameUrl: z.string() });

// ---- Bets ----

/** One line of a bet slip: the bet type's id and its content (docs/lottery-rules.md). */
export const BetItem = z.object({
  betType: z.string().check(z.regex(/^[A-Z0-9_]{2,24}$/, 'a bet type such as LO2')),
  /** The selection as the bet type writes it, e.g. `27`, `27,45`, `1:7`, `BIG`. */
  content: z.string().check(z.minLength(1), z.maxLength(400)),
  /** The unit stake; the bet's stake is this × its combinations. */
  unitStake: Money,
});
export type BetItem = z.infer<typeof BetItem>;
export const PlaceBetsRequest = z.object({
  gameCode: LotteryGameCode,
  numero: Numero,
  /** Client-generated; the slip's line i is placed under `<key>:<i>`, so a retry places nothing twice. */
  idempotencyKey: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'a key of 8 to 64 letters, digits, - or _')),
  items: z.array(BetItem).check(z.minLength(1), z.maxLength(20)),
});
export type PlaceBetsRequest = z.infer<typeof PlaceBetsRequest>;

export const LotteryBet = z.object({
  /** `L<id>`: the betting record's lottery ids (decision 085). */
  id: z.string(),
  gameCode: LotteryGameCode,
  gameName: z.string(),
  numero: Numero,
  betType: z.string(),
  content: z.string(),
  combinations: z.number(),
  stake: Money,
  odds: z.string(),
  /** Paid on a win (0.00 otherwise, and the stake again on a refund). */
  win: Money,
  state: LotteryBetState,
  placedAt: z.number(),
  settledAt: z.nullable(z.number()),
});
export type LotteryBet = z.infer<typeof LotteryBet>;
export const PlaceBetsResponse = z.object({
  serverTime: z.number(),
  bets: z.array(LotteryBet),
  sumBalance: Money,
});
export type PlaceBetsResponse = z.infer<typeof PlaceBetsResponse>;
export const MyBetsQuery = z.object({
  gameCode: z.optional(LotteryGameCode),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(50))),
});
export const MyBetsResponse = z.object({ list: z.array(LotteryBet), nextCursor: z.nullable(z.string()) });
export type MyBetsResponse = z.infer<typeof MyBetsResponse>;

// ---- Push (public draw stream; the member's bet settlements ride the member stream) ----

/** On GET /api/lottery/events (public server-sent events): a draw opened, locked, drawn, settled or voided. */
export const DrawEvent = z.object({
  type: z.literal('draw'),
  gameCode: LotteryGameCode,
  numero: Numero,
  state: LotteryDrawState,
  /** spec 3 form of the result once drawn, else ''. */
  winningNumber: z.string(),
  serverTime: z.number(),
});
export type DrawEvent = z.infer<typeof DrawEvent>;

// ---- Profit and loss (/m/profitandloss, spec 2.9 flag PERSREP) ----

export const ProfitLossQuery = z.object({
  /** Inclusive dates YYYY-MM-DD in the merchant's time zone. */
  from: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  to: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export type ProfitLossQuery = z.infer<typeof ProfitLossQuery>;
export const ProfitLossRow = z.object({
  /** YYYY-MM-DD (merchant day) */
  day: z.string(),
  /** A RECORD_PRODUCTS value (LOTTERY included). */
  product: z.string(),
  stake: Money,
  win: Money,
  /** win − stake (refunds count as returned stake), from the member's side. */
  net: Money,
  bets: z.number(),
});
export type ProfitLossRow = z.infer<typeof ProfitLossRow>;
export const ProfitLossResponse = z.object({
  rows: z.array(ProfitLossRow),
  total: z.object({ stake: Money, win: Money, net: Money, bets: z.number() }),
});
export type ProfitLossResponse = z.infer<typeof ProfitLossResponse>;
