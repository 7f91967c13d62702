import { z } from 'zod/mini';
import { RecordsQuery } from './cashier.ts';
import { CLIENT, MIN_BET_OPTIONS } from './constants.ts';
import { LanguageCode, LocalizedText } from './merchant.ts';
import { Money } from './wallet.ts';

// Games (issue 12; spec 1 game categories, 2.4 popular games, 2.11 game list, 3 game item,
// vendor tile, filter vendor, vendor data, paged responses, 4 vendor grouping, 7 "Games", 9).
// The calls keep spec 7's parameter names; every answer is in the usual envelope.

/**
 * The game categories (spec 1): sports, e-sports, cockfight, live casino, fishing, slots (RNG),
 * card games (PVP), in-house games, electronic lottery and lottery. HOT is the home tab before
 * them (spec 2.4), not a category a game belongs to.
 */
export const GAME_TYPES = [
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LIVE',
  'FISH',
  'RNG',
  'PVP',
  'INHOUSE',
  'ELOTT',
  'LOTT',
] as const;
export const GameType = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof GameType>;

/** spec 2.4: these tabs load the category's vendor list; the others show vendor-mapping items. */
export const VENDOR_LIST_TYPES = ['RNG', 'PVP', 'LIVE', 'FISH'] as const satisfies readonly GameType[];

/** The engines the in-house vendor and the sandbox aggregator play (issue 12). */
export const GAME_FAMILIES = ['dice', 'mines', 'slot'] as const;
export const GameFamily = z.enum(GAME_FAMILIES);
export type GameFamily = z.infer<typeof GameFamily>;

/** A vendor code (vassalage), e.g. PG, TF, DS88, INHOUSE. */
export const Vassalage = z.string().check(z.regex(/^[A-Z0-9_]{2,32}$/, 'a vendor code such as PG'));
export const NodeId = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'a game node id'));

/** spec 3 "Game item", with what the tiles and the filter panel read. */
export const GameItem = z.object({
  nodeId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  /** Same-origin path of the bundled icon (no external URLs). */
  iconUrl: z.string(),
  gameType: GameType,
  /** The vendor's own game id (spec: roomId or gameId). */
  gameId: z.string(),
  /** Launchable now: the game and its vendor are enabled and the vendor is not in maintenance. */
  supportPlay: z.boolean(),
  /** Trial (free-play) members may launch it. */
  trialAllowed: z.boolean(),
  isNew: z.boolean(),
  /** 1 is the hottest; null when not ranked. */
  hotRank: z.nullable(z.number()),
  /** The smallest stake, e.g. "0.10". */
  minBet: Money,
});
export type GameItem = z.infer<typeof GameItem>;

const PageNo = z.number().check(z.int(), z.minimum(1), z.maximum(10_000));
const PageSize = z.number().check(z.int(), z.minimum(1), z.maximum(100));
const MerchantCode = z.string().check(z.maxLength(32));
/** spec 2.11 game-name search: any script; the server compares case- and accent-insensitively. */
export const GameNameSearch = z.string().check(z.maxLength(64));
/** spec 9 minimum-bet chips (all is no parameter). */
export const MinBet = z.enum(
  MIN_BET_OPTIONS.filter((o) => o !== 'all') as ['0.01', '0.05', '0.1', '0.5', '0.75'],
);

/** GET vendor game types (spec 7: typeId=1, merchant code). */
export const VendorGameTypesQuery = z.object({
  typeId: z.literal(1),
  merchant_code: z.optional(MerchantCode),
  merchantCode: z.optional(MerchantCode),
  language: z.optional(LanguageCode),
});
export type VendorGameTypesQuery = z.infer<typeof VendorGameTypesQuery>;

/** spec 3 "Vendor data": a classification of a game type, e.g. { key: 'JACKPOT', displayName }. */
export const GameClassify = z.object({ key: z.string(), displayName: z.string() });
export type GameClassify = z.infer<typeof GameClassify>;

/**
 * spec 3 "Vendor data": the sorting list (the home tabs in the server's order, already grouped
 * per spec 4: DS88 and TF out of SPORTS into COCKFIGHT and ESPORTS at and after its position) and
 * the mapping per game type (its vendors, with the vendor tile of spec 3, and classifications).
 */
export const VendorGameTypesResponse = z.object({
  sorting: z.array(z.object({ gameCategory: GameType, vendorNames: z.array(z.string()) })),
  mapping: z.record(
    z.string(),
    z.object({
      vendors: z.array(
        z.object({
          key: z.string(),
          vassalage: z.string(),
          displayName: z.string(),
          gameType: GameType,
          /** The vendor tile's launch target: its lobby game, when it has one. */
          gameId: z.nullable(z.string()),
          nodeId: z.nullable(z.string()),
          mobileLargeIcon: z.string(),
          mobileSmallIcon: z.string(),
          /** False when disabled or in maintenance (the tile shows it and does not launch). */
          supportPlay: z.boolean(),
        }),
      ),
      gameClassify: z.array(GameClassify),
    }),
  ),
});
export type VendorGameTypesResponse = z.infer<typeof VendorGameTypesResponse>;

/** spec 3 "Filter vendor" (GET all vassalage), with its maintenance window. */
export const FilterVendor = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  mobileSmallIcon: z.string(),
  gameTypes: z.array(GameType),
  /** ISO 8601 bounds of a maintenance window now or to come; null when none. */
  maintenance: z.nullable(z.object({ from: z.string(), until: z.nullable(z.string()) })),
});
export type FilterVendor = z.infer<typeof FilterVendor>;
export const VassalagesQuery = z.object({
  gameType: z.optional(GameType),
  language: z.optional(LanguageCode),
});
export const VassalagesResponse = z.object({ list: z.array(FilterVendor) });
export type VassalagesResponse = z.infer<typeof VassalagesResponse>;

/** GET game list (spec 7), with the minBet filter of spec 2.11. */
export const GameListQuery = z.object({
  merchant: z.optional(MerchantCode),
  clientType: z.optional(z.literal(CLIENT.clientType)),
  platform: z.optional(z.literal(CLIENT.platform)),
  gameName: z.optional(GameNameSearch),
  gameType: z.optional(GameType),
  /** A vendor classification key, or ALL / NEW (spec 9 game select types). */
  gameClassify: z.optional(z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/, 'a classification key'))),
  isNew: z.optional(z.boolean()),
  pageNo: z.optional(PageNo),
  pageSize: z.optional(PageSize),
  vassalage: z.optional(Vassalage),
  language: z.optional(LanguageCode),
  minBet: z.optional(MinBet),
});
export type GameListQuery = z.infer<typeof GameListQuery>;
export const GameListResponse = z.object({
  games: z.array(GameItem),
  pageNum: z.number(),
  totalPages: z.number(),
});
export type GameListResponse = z.infer<typeof GameListResponse>;

/** GET hot games (spec 7: isPlatform 2, merchantCode, language, platform, gameType). */
export const HotGamesQuery = z.object({
  isPlatform: z.optional(z.literal(CLIENT.isPlatform)),
  merchantCode: z.optional(MerchantCode),
  language: z.optional(LanguageCode),
  platform: z.optional(z.literal(CLIENT.platform)),
  gameType: z.optional(GameType),
  vassalage: z.optional(Vassalage),
});
export type HotGamesQuery = z.infer<typeof HotGamesQuery>;
export const HotGamesResponse = z.object({ games: z.array(GameItem) });
export type HotGamesResponse = z.infer<typeof HotGamesResponse>;

/** POST add favourite, DELETE remove favourite (spec 7: nodeId, vendor; the token is the session). */
export const FavouriteRequest = z.object({ nodeId: NodeId, vendor: Vassalage });
export type FavouriteRequest = z.infer<typeof FavouriteRequest>;
/** The envelope's success is spec 4's data.success; the value says where the game now stands. */
export const FavouriteResponse = z.object({ nodeId: z.string(), favourite: z.boolean() });
export type FavouriteResponse = z.infer<typeof FavouriteResponse>;
export const FavouritesQuery = z.object({
  pageNo: z.optional(PageNo),
  pageSize: z.optional(PageSize),
  gameType: z.optional(GameType),
  language: z.optional(LanguageCode),
});
export type FavouritesQuery = z.infer<typeof FavouritesQuery>;
export const FavouritesResponse = z.object({
  content: z.array(GameItem),
  pageNum: z.number(),
  totalPages: z.number(),
});
export type FavouritesResponse = z.infer<typeof FavouritesResponse>;
/** The member's favourite node ids, so cached (member-free) lists can draw their hearts. */
export const FavouriteIdsResponse = z.object({ nodeIds: z.array(z.string()) });
export type FavouriteIdsResponse = z.infer<typeof FavouriteIdsResponse>;

/** GET recent add (spec 7). Launching also records the game. */
export const RecentAddQuery = z.object({ nodeId: NodeId, vendor: z.optional(Vassalage) });
export const RecentQuery = z.object({
  page: z.optional(PageNo),
  pageSize: z.optional(PageSize),
  gameType: z.optional(GameType),
  language: z.optional(LanguageCode),
  clientType: z.optional(z.literal(CLIENT.clientType)),
});
export type RecentQuery = z.infer<typeof RecentQuery>;
export const RecentResponse = z.object({ list: z.array(GameItem), totalPages: z.number() });
export type RecentResponse = z.infer<typeof RecentResponse>;

/**
 * GET launch game (spec 7 "Launch game GET with query"; 2.4 hot match: vendor, gameId = room id,
 * nodeId). Either nodeId, or vendor with gameId, names the game; a vendor alone launches its lobby.
 */
export const LaunchQuery = z.object({
  vendor: z.optional(Vassalage),
  gameId: z.optional(z.string().check(z.maxLength(64))),
  nodeId: z.optional(NodeId),
  /** spec 2.1 /m/launchGame: playType (trad), prize_mode, code. */
  playType: z.optional(z.string().check(z.maxLength(16))),
  prizeMode: z.optional(z.string().check(z.maxLength(16))),
  code: z.optional(z.string().check(z.maxLength(32))),
  language: z.optional(LanguageCode),
  /** Same-origin path the game's back button returns to, e.g. /m/home. */
  backUrl: z.optional(z.string().check(z.regex(/^\/m\/[A-Za-z0-9/_?=&.%-]{0,200}$/, 'a path under /m/'))),
});
export type LaunchQuery = z.infer<typeof LaunchQuery>;
export const LaunchResponse = z.object({ gameUrl: z.string() });
export type LaunchResponse = z.infer<typeof LaunchResponse>;

// ---- Betting records (/m/gameRecord, spec 2.9 flag TRANSBETREPMEM3; spec 7 "Orders") ----------

/** The products the betting record groups by: the game types, and LOTTERY when that issue lands. */
export const RECORD_PRODUCTS = [...GAME_TYPES, 'LOTTERY'] as const;
export const RecordProduct = z.enum(RECORD_PRODUCTS);
export const ROUND_STATES = ['open', 'settled', 'refunded'] as const;
export const RoundState = z.enum(ROUND_STATES);

export const GameRecordsQuery = z.extend(RecordsQuery, {
  product: z.optional(RecordProduct),
  language: z.optional(LanguageCode),
});
export type GameRecordsQuery = z.infer<typeof GameRecordsQuery>;
export const GameRecord = z.object({
  id: z.string(),
  product: RecordProduct,
  vassalage: z.string(),
  vendorName: z.string(),
  gameName: z.string(),
  /** The vendor's round id. */
  roundId: z.string(),
  stake: Money,
  /** Credited to the member (0.00 on a loss). */
  win: Money,
  /** Refunded by rollbacks. */
  refunded: Money,
  state: RoundState,
  openedAt: z.number(),
  settledAt: z.nullable(z.number()),
});
export type GameRecord = z.infer<typeof GameRecord>;
export const GameRecordsResponse = z.object({
  list: z.array(GameRecord),
  nextCursor: z.nullable(z.string()),
});
export type GameRecordsResponse = z.infer<typeof GameRecordsResponse>;
/** spec 7 "Orders: detail, third-party game record": the wallet calls and the vendor's own data. */
export const GameRecordDetail = z.extend(GameRecord, {
  transactions: z.array(
    z.object({
      kind: z.enum(['debit', 'credit', 'rollback']),
      transactionId: z.string(),
      amount: Money,
      createdAt: z.number(),
    }),
  ),
  /** What the vendor sent with the round (in-house: the provably fair data), else null. */
  detail: z.nullable(z.record(z.string(), z.unknown())),
  /** The vendor's own page for the round (in-house: its verify view), else null. */
  vendorRecordUrl: z.nullable(z.string()),
});
export type GameRecordDetail = z.infer<typeof GameRecordDetail>;

// ---- Catalogue import (operator; docs/operator-games.md) ------------------------------------

export const CatalogueVendor = z.object({
  vassalage: Vassalage,
  displayName: z.string().check(z.minLength(1), z.maxLength(64)),
  /** Which adapter launches it: the in-house vendor, the sandbox aggregator, or a real one. */
  adapter: z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/)),
  smallIcon: z.string().check(z.maxLength(300)),
  largeIcon: z.string().check(z.maxLength(300)),
  gameTypes: z.array(GameType).check(z.minLength(1)),
  /**
   * The HMAC secret the vendor signs its wallet calls with (docs/vendor-protocol.md), agreed with
   * the aggregator; never answered back. Omitted: a new vendor gets a random one and an existing
   * one keeps its own. The built-in adapters' vendors always take the server's secret.
   */
  walletSecret: z.optional(z.string().check(z.minLength(32), z.maxLength(200))),
  classifications: z.optional(
    z.array(
      z.object({
        gameType: GameType,
        key: z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/)),
        names: LocalizedText,
      }),
    ),
  ),
  enabled: z.optional(z.boolean()),
});
export type CatalogueVendor = z.infer<typeof CatalogueVendor>;
export const CatalogueGame = z.object({
  nodeId: NodeId,
  vassalage: Vassalage,
  gameType: GameType,
  /** The vendor's game id (roomId). */
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  names: LocalizedText,
  icon: z.string().check(z.maxLength(300)),
  family: z.optional(GameFamily),
  classifications: z.optional(z.array(z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/)))),
  isNew: z.optional(z.boolean()),
  hotRank: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1)))),
  minBet: z.optional(z.enum(['0.01', '0.05', '0.1', '0.5', '0.75'])),
  /** The vendor tile's lobby game for its category (spec 3 "Vendor tile"). */
  isLobby: z.optional(z.boolean()),
  trialAllowed: z.optional(z.boolean()),
  enabled: z.optional(z.boolean()),
});
export type CatalogueGame = z.infer<typeof CatalogueGame>;
export const CatalogueImport = z.object({ vendors: z.array(CatalogueVendor), games: z.array(CatalogueGame) });
export type CatalogueImport = z.infer<typeof CatalogueImport>;
