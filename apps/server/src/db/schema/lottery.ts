import {
  LOTTERY_BET_STATES,
  LOTTERY_DRAW_STATES,
  LOTTERY_FAMILIES,
  LOTTERY_MIN_INTERVAL_SECONDS,
} from '@lobby/shared';
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

// The lottery (issue 13): groups and games with their schedules, draws under commit-reveal, bets
// and each draw's exposure. Money never lives here: a stake, a win and a refund are ledger
// transfers against the lottery merchant account under the keys `lottery:bet:<betId>`,
// `lottery:win:<betId>` and `lottery:refund:<betId>` (docs/lottery-rules.md, docs/fairness.md).

type LocalizedNames = Partial<Record<string, string>>;

/** A lottery menu group (spec 3 "Lottery group": gameGroupId, displayName). */
export const lotteryGroup = pgTable('lottery_group', {
  code: text().primaryKey(),
  /** Names per language code (`EN`, `MY`, ...): the completeness test holds every language. */
  names: jsonb().$type<LocalizedNames>().notNull(),
  position: integer().notNull().default(0),
});

/** A lottery game with its schedule (spec 3 "Lottery game"). */
export const lotteryGame = pgTable(
  'lottery_game',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The stable code: spec 3 gameCode, the key of every call and of the draw seed's message. */
    code: text().notNull().unique('lottery_game_code_unique'),
    family: text({ enum: LOTTERY_FAMILIES }).notNull(),
    groupCode: text()
      .notNull()
      .references(() => lotteryGroup.code),
    /** spec 3 remark (its name), per language. */
    names: jsonb().$type<LocalizedNames>().notNull(),
    iconUrl: text().notNull(),
    /** A draw every this many seconds, from midnight in the time zone; null for a daily draw. */
    intervalSeconds: integer(),
    /** A daily draw at this local time, `HH:MM`; null for an interval game. */
    dailyTime: text(),
    timeZone: text().notNull(),
    /** spec 3 lockTime: sales close this many seconds before the draw. */
    lockSeconds: integer().notNull(),
    /** spec 3 entPlaySwitch / tradPlaySwitch. */
    entertainment: boolean().notNull().default(true),
    tradition: boolean().notNull().default(true),
    hot: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    /** Paused by the operator: no new draws open; open draws finish. */
    paused: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('lottery_game_family_known', sql`${t.family} in (${inList(LOTTERY_FAMILIES)})`),
    check('lottery_game_one_schedule', sql`(${t.intervalSeconds} is null) <> (${t.dailyTime} is null)`),
    // Decision 088: the schedule's own check (features/lottery/schedule.ts), held by the table too.
    check(
      'lottery_game_interval_positive',
      sql`${t.intervalSeconds} is null or ${t.intervalSeconds} >= ${sql.raw(String(LOTTERY_MIN_INTERVAL_SECONDS))}`,
    ),
    check('lottery_game_lock_positive', sql`${t.lockSeconds} >= 0`),
  ],
);

/**
 * One draw of a game (spec 3 numero). The seed is drawn from a CSPRNG when the row is created and
 * its SHA-256 (`seedHash`) is public from then on; the seed itself is answered only once the
 * result is drawn. The result is a function of the seed alone (docs/fairness.md).
 */
export const lotteryDraw = pgTable(
  'lottery_draw',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    gameId: bigint({ mode: 'number' })
      .notNull()
      .references(() => lotteryGame.id),
    numero: text().notNull(),
    openAt: timestamp({ withTimezone: true }).notNull(),
    lockAt: timestamp({ withTimezone: true }).notNull(),
    drawAt: timestamp({ withTimezone: true }).notNull(),
    /** 64 hex characters from a CSPRNG; secret until the draw. */
    seed: text().notNull(),
    /** SHA-256 of the seed's 64 ASCII characters, hex: published from the draw's creation. */
    seedHash: text().notNull(),
    state: text({ enum: LOTTERY_DRAW_STATES }).notNull().default('open'),
    /** The drawn result (the engine's LotteryResult), null until drawn. */
    result: jsonb(),
    drawnAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
    voidReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('lottery_draw_game_numero_unique').on(t.gameId, t.numero),
    index('lottery_draw_due_idx').on(t.state, t.drawAt),
    index('lottery_draw_game_time_idx').on(t.gameId, t.drawAt),
    check('lottery_draw_state_known', sql`${t.state} in (${inList(LOTTERY_DRAW_STATES)})`),
    check('lottery_draw_times_ordered', sql`${t.openAt} <= ${t.lockAt} and ${t.lockAt} <= ${t.drawAt}`),
    check('lottery_draw_seed_hex', sql`${t.seed} ~ '^[0-9a-f]{64}$' and ${t.seedHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * One bet. `content` is the normalised selection the engine's rules read (docs/lottery-rules.md);
 * `stakeMinor` is what left the wallet. Settlement sets state, payout and settledAt once: only
 * `open` bets are settled, so a settlement that is resumed or repeated pays nobody twice.
 */
export const lotteryBet = pgTable(
  'lottery_bet',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id),
    drawId: bigint({ mode: 'number' })
      .notNull()
      .references(() => lotteryDraw.id),
    betType: text().notNull(),
    content: text().notNull(),
    /** How many combinations the content covers: the stake is unit stake × combinations. */
    combinations: integer().notNull(),
    stakeMinor: bigint({ mode: 'number' }).notNull(),
    /** Odds as a decimal multiple of the unit stake, e.g. `99`, as documented at placement. */
    odds: text().notNull(),
    payoutMinor: bigint({ mode: 'number' }).notNull().default(0),
    state: text({ enum: LOTTERY_BET_STATES }).notNull().default('open'),
    /** The client's key: a double tap or a retry places one bet. */
    idempotencyKey: text().notNull(),
    placedAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('lottery_bet_member_key_unique').on(t.memberId, t.idempotencyKey),
    index('lottery_bet_draw_state_idx').on(t.drawId, t.state, t.id),
    index('lottery_bet_member_idx').on(t.memberId, t.placedAt, t.id),
    check('lottery_bet_state_known', sql`${t.state} in (${inList(LOTTERY_BET_STATES)})`),
    check('lottery_bet_stake_positive', sql`${t.stakeMinor} > 0`),
    check('lottery_bet_payout_not_negative', sql`${t.payoutMinor} >= 0`),
  ],
);

/** The stakes on one selection of one draw, kept in the bet's transaction for the per-number limit. */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    drawId: bigint({ mode: 'number' })
      .notNull()
      .references(() => lotteryDraw.id),
    betType: text().notNull(),
    /** One number or selection the bet covers (a lô bet on 27 covers `27`). */
    selection: text().notNull(),
    stakeMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** The most the merchant pays if this selection wins, at the bets' odds. */
    liabilityMinor: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.betType, t.selection] })],
);
