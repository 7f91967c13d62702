import { GAME_FAMILIES, GAME_TYPES } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { member } from './accounts.ts';
import { createdAt, inList } from './columns.ts';
import { ledgerTransfer } from './ledger.ts';

// Games (issue 12): the catalogue (vendors, their categories and classifications, games), the
// member's favourites and recent games, game sessions, and the seamless wallet's record of every
// vendor call and round. Money never lives here: a debit, credit or rollback moves money in
// ledger_transfer under the key `vendor:<vassalage>:<transactionId>` (docs/vendor-protocol.md).

type LocalizedNames = Partial<Record<string, string>>;

/** A game vendor (spec 3 "Filter vendor", "Vendor tile"). */
export const gameVendor = pgTable(
  'game_vendor',
  {
    vassalage: text().primaryKey(),
    displayName: text().notNull(),
    /** Which adapter launches its games and holds its wallet secret: inhouse, sandbox, or a real one. */
    adapter: text().notNull(),
    smallIcon: text().notNull(),
    largeIcon: text().notNull(),
    enabled: boolean().notNull().default(true),
    /** A maintenance window: from set and until null means until the operator ends it. */
    maintenanceFrom: timestamp({ withTimezone: true }),
    maintenanceUntil: timestamp({ withTimezone: true }),
    /** The HMAC secret its wallet calls are signed with (docs/vendor-protocol.md). */
    walletSecret: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('game_vendor_vassalage_shape', sql`${t.vassalage} ~ '^[A-Z0-9_]{2,32}$'`)],
);

/** The categories a vendor appears under, in the server's order (spec 3 "sorting list"). */
export const gameVendorType = pgTable(
  'game_vendor_type',
  {
    vassalage: text()
      .notNull()
      .references(() => gameVendor.vassalage, { onDelete: 'cascade' }),
    gameType: text({ enum: GAME_TYPES }).notNull(),
    /** The vendor's place within the category. */
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.vassalage, t.gameType] }),
    check('game_vendor_type_known', sql`${t.gameType} in (${inList(GAME_TYPES)})`),
  ],
);

/** The order of the categories themselves (home's tabs after HOT; spec 2.4). */
export const gameCategory = pgTable(
  'game_category',
  {
    gameType: text({ enum: GAME_TYPES }).primaryKey(),
    position: integer().notNull(),
    enabled: boolean().notNull().default(true),
  },
  (t) => [check('game_category_known', sql`${t.gameType} in (${inList(GAME_TYPES)})`)],
);

/** A vendor's classification of a game type, with its name per language (spec 3 gameClassify). */
export const gameClassification = pgTable(
  'game_classification',
  {
    vassalage: text()
      .notNull()
      .references(() => gameVendor.vassalage, { onDelete: 'cascade' }),
    gameType: text({ enum: GAME_TYPES }).notNull(),
    key: text().notNull(),
    names: jsonb().$type<LocalizedNames>().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.vassalage, t.gameType, t.key] })],
);

/** A game (spec 3 "Game item"). */
export const game = pgTable(
  'game',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    nodeId: text().notNull().unique('game_node_id_unique'),
    vassalage: text()
      .notNull()
      .references(() => gameVendor.vassalage),
    gameType: text({ enum: GAME_TYPES }).notNull(),
    /** The vendor's own id for the game (spec roomId / gameId). */
    vendorGameId: text().notNull(),
    names: jsonb().$type<LocalizedNames>().notNull(),
    /**
     * Every name of the game, lower-cased with accents removed (NFKD without combining marks),
     * separated by newlines: what the name search compares with (trigram index).
     */
    searchText: text().notNull(),
    icon: text().notNull(),
    /** The engine the in-house vendor or the sandbox aggregator plays for it; null for others. */
    family: text({ enum: GAME_FAMILIES }),
    classifications: text().array().notNull().default(sql`'{}'::text[]`),
    isNew: boolean().notNull().default(false),
    hotRank: integer(),
    minBetMinor: bigint({ mode: 'number' }).notNull(),
    /** The vendor tile's target in its category (spec 3 "Vendor tile"). */
    isLobby: boolean().notNull().default(false),
    trialAllowed: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('game_vendor_game_unique').on(t.vassalage, t.vendorGameId),
    check('game_type_known', sql`${t.gameType} in (${inList(GAME_TYPES)})`),
    check('game_family_known', sql`${t.family} is null or ${t.family} in (${inList(GAME_FAMILIES)})`),
    check('game_min_bet_positive', sql`${t.minBetMinor} > 0`),
    index('game_type_position_idx').on(t.gameType, t.position, t.id),
    index('game_vassalage_idx').on(t.vassalage, t.position, t.id),
    index('game_hot_idx').on(t.hotRank).where(sql`${t.hotRank} is not null`),
    index('game_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A member's favourite games (spec 4 "Favourite toggle"). */
export const gameFavourite = pgTable(
  'game_favourite',
  {
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    gameId: bigint({ mode: 'number' })
      .notNull()
      .references(() => game.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_favourite_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** A member's recently played games: one row per game, its last launch. */
export const gameRecent = pgTable(
  'game_recent',
  {
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    gameId: bigint({ mode: 'number' })
      .notNull()
      .references(() => game.id, { onDelete: 'cascade' }),
    playedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_recent_member_idx').on(t.memberId, t.playedAt),
  ],
);

/** A launch: the token the game URL carries, which the vendor's authenticate call exchanges. */
export const gameSession = pgTable(
  'game_session',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** SHA-256 of the token, hex; the token itself is never stored. */
    tokenHash: text().notNull().unique('game_session_token_unique'),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id),
    gameId: bigint({ mode: 'number' })
      .notNull()
      .references(() => game.id),
    vassalage: text().notNull(),
    language: text().notNull(),
    backUrl: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('game_session_member_idx').on(t.memberId, t.createdAt)],
);

export const VENDOR_TRANSACTION_KINDS = ['debit', 'credit', 'rollback'] as const;
export const GAME_ROUND_STATES = ['open', 'settled', 'refunded'] as const;

/**
 * A vendor's round as the wallet saw it: what the betting record lists (/m/gameRecord). Its
 * amounts are the sums of its vendor transactions, kept in the same transaction as each of them.
 */
export const gameRound = pgTable(
  'game_round',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    vassalage: text().notNull(),
    roundId: text().notNull(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id),
    gameId: bigint({ mode: 'number' }).references(() => game.id),
    gameType: text({ enum: GAME_TYPES }).notNull(),
    stakeMinor: bigint({ mode: 'number' }).notNull().default(0),
    winMinor: bigint({ mode: 'number' }).notNull().default(0),
    refundedMinor: bigint({ mode: 'number' }).notNull().default(0),
    state: text({ enum: GAME_ROUND_STATES }).notNull().default('open'),
    /** What the vendor sent with the round (in-house: the provably fair data). */
    detail: jsonb().$type<Record<string, unknown>>(),
    vendorRecordUrl: text(),
    openedAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('game_round_vendor_round_unique').on(t.vassalage, t.roundId),
    check('game_round_state_known', sql`${t.state} in (${inList(GAME_ROUND_STATES)})`),
    check('game_round_amounts', sql`${t.stakeMinor} >= 0 and ${t.winMinor} >= 0 and ${t.refundedMinor} >= 0`),
    index('game_round_member_idx').on(t.memberId, t.openedAt, t.id),
  ],
);

/** Every debit, credit and rollback a vendor sent, once: its transaction id is its idempotency key. */
export const vendorTransaction = pgTable(
  'vendor_transaction',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    vassalage: text().notNull(),
    transactionId: text().notNull(),
    kind: text({ enum: VENDOR_TRANSACTION_KINDS }).notNull(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id),
    roundId: text().notNull(),
    /** The rolled-back debit's transaction id (rollback only). */
    refTransactionId: text(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    /** The ledger transfer it made; null when it moved nothing (an answered no-op). */
    transferId: bigint({ mode: 'number' }).references(() => ledgerTransfer.id),
    /** The answer it got the first time; a repeat gets it again. */
    response: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('vendor_transaction_unique').on(t.vassalage, t.transactionId),
    check('vendor_transaction_kind_known', sql`${t.kind} in (${inList(VENDOR_TRANSACTION_KINDS)})`),
    check('vendor_transaction_amount', sql`${t.amountMinor} >= 0`),
    index('vendor_transaction_round_idx').on(t.vassalage, t.roundId),
  ],
);

// ---- The in-house vendor and the sandbox aggregator (providers/game-vendors) -----------------
// Their own records, as a vendor keeps them: they know a player only by the id the wallet's
// authenticate answered, and move money only through the signed wallet calls.

export const FAIR_PROVIDERS = ['inhouse', 'sandbox'] as const;

/** A provably fair seed pair: the server seed is secret until rotated; its SHA-256 is shown. */
export const fairSeed = pgTable(
  'fair_seed',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    provider: text({ enum: FAIR_PROVIDERS }).notNull(),
    playerId: text().notNull(),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    /** The next round's nonce. */
    nonce: integer().notNull().default(0),
    /** Null while in use; set when rotated, after which the server seed is published. */
    revealedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('fair_seed_player_idx').on(t.provider, t.playerId, t.id),
    check('fair_seed_provider_known', sql`${t.provider} in (${inList(FAIR_PROVIDERS)})`),
  ],
);

export const FAIR_ROUND_STATES = ['open', 'settled', 'refunded'] as const;

/** A round the in-house vendor or the sandbox aggregator played, with all it needs to verify it. */
export const fairRound = pgTable(
  'fair_round',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    provider: text({ enum: FAIR_PROVIDERS }).notNull(),
    playerId: text().notNull(),
    family: text({ enum: GAME_FAMILIES }).notNull(),
    /** The vendor game id it was played under (a catalogue game's vendorGameId). */
    gameId: text().notNull(),
    seedId: bigint({ mode: 'number' })
      .notNull()
      .references(() => fairSeed.id),
    clientSeed: text().notNull(),
    nonce: integer().notNull(),
    /** The player's choices (dice target and side, mines count, slot lines). */
    params: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The outcome and, for mines, the tiles revealed so far. */
    outcome: jsonb().$type<Record<string, unknown>>().notNull(),
    stakeMinor: bigint({ mode: 'number' }).notNull(),
    payoutMinor: bigint({ mode: 'number' }).notNull().default(0),
    state: text({ enum: FAIR_ROUND_STATES }).notNull().default('open'),
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('fair_round_seed_nonce_unique').on(t.seedId, t.nonce),
    index('fair_round_player_idx').on(t.provider, t.playerId, t.id),
    check('fair_round_state_known', sql`${t.state} in (${inList(FAIR_ROUND_STATES)})`),
  ],
);
