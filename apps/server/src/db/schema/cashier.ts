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
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { member } from './accounts.ts';
import { createdAt, inList } from './columns.ts';
import { wallet } from './ledger.ts';
import { bankCard } from './security.ts';

// The cashier (issue 11; spec 1, 2.1, 4 dep_func, 7 "deposit" and "withdraw"). Money never lives
// here: these rows say what a member asked for and what became of it; the money moved is in
// ledger_transfer under the keys `deposit:<id>`, `deposit-bonus:<id>` and `withdrawal:<id>`
// (docs/decisions/063, 065). Amounts are bigint minor units (decision 008).

export const CHANNEL_TYPES = ['bank_transfer', 'gateway'] as const;
export const DEPOSIT_ROW_STATES = ['pending', 'approved', 'rejected', 'cancelled', 'failed'] as const;
/**
 * Who a deposit promotion is for (docs/money.md "Deposit promotions"): `first_deposit` pays only on
 * the member's first approved deposit (member_first_deposit holds that once); `every_deposit` on
 * any deposit of at least its minimum.
 */
export const PROMOTION_KINDS = ['first_deposit', 'every_deposit'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const WITHDRAWAL_ROW_STATES = ['pending', 'paid', 'rejected', 'cancelled'] as const;

/** A way to deposit the operator configures (spec 7 "banks by vendor"). */
export const depositChannel = pgTable(
  'deposit_channel',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    code: text().notNull().unique('deposit_channel_code_unique'),
    type: text({ enum: CHANNEL_TYPES }).notNull(),
    name: text().notNull(),
    /** The gateway provider's name (`sandbox`); null for a bank transfer. */
    provider: text(),
    minMinor: bigint({ mode: 'number' }).notNull(),
    maxMinor: bigint({ mode: 'number' }).notNull(),
    enabled: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('deposit_channel_type_known', sql`${t.type} in (${inList(CHANNEL_TYPES)})`),
    check('deposit_channel_limits', sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor}`),
    check('deposit_channel_gateway_provider', sql`(${t.type} = 'gateway') = (${t.provider} is not null)`),
    check('deposit_channel_code_shape', sql`${t.code} ~ '^[a-z0-9][a-z0-9-]{0,39}$'`),
  ],
);

/** The merchant's bank account a bank-transfer channel shows (copy buttons on the deposit screen). */
export const receivingAccount = pgTable(
  'receiving_account',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    channelId: bigint({ mode: 'number' })
      .notNull()
      .references(() => depositChannel.id),
    bankName: text().notNull(),
    accountName: text().notNull(),
    accountNumber: text().notNull(),
    branch: text(),
    enabled: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('receiving_account_channel_idx').on(t.channelId)],
);

/** spec 7 "promo list": a bonus a member may accept with a deposit. */
export const depositPromotion = pgTable(
  'deposit_promotion',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** Whole percent of the deposit (e.g. 10), capped by maxBonusMinor. */
    bonusPercent: integer().notNull(),
    maxBonusMinor: bigint({ mode: 'number' }).notNull(),
    minDepositMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** The bonus adds bonus x this to the member's required turnover (decision 064). */
    turnoverMultiple: integer().notNull().default(1),
    kind: text({ enum: PROMOTION_KINDS }).notNull().default('every_deposit'),
    enabled: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('deposit_promotion_kind_known', sql`${t.kind} in (${inList(PROMOTION_KINDS)})`),
    check('deposit_promotion_percent', sql`${t.bonusPercent} between 1 and 1000`),
    check('deposit_promotion_max', sql`${t.maxBonusMinor} > 0 and ${t.minDepositMinor} >= 0`),
    check('deposit_promotion_multiple', sql`${t.turnoverMultiple} between 0 and 100`),
  ],
);

/** One deposit a member asked for; its money moves only when it becomes approved (decision 063). */
export const deposit = pgTable(
  'deposit',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id),
    walletId: bigint({ mode: 'number' })
      .notNull()
      .references(() => wallet.id),
    channelId: bigint({ mode: 'number' })
      .notNull()
      .references(() => depositChannel.id),
    type: text({ enum: CHANNEL_TYPES }).notNull(),
    provider: text(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    /** The bonus the promotion gives, fixed when the deposit is made; 0 without one. */
    bonusMinor: bigint({ mode: 'number' }).notNull().default(0),
    promotionId: bigint({ mode: 'number' }).references(() => depositPromotion.id),
    bonusTurnoverMultiple: integer().notNull().default(0),
    state: text({ enum: DEPOSIT_ROW_STATES }).notNull().default('pending'),
    reason: text(),
    requestKey: text().notNull(),
    receivingAccountId: bigint({ mode: 'number' }).references(() => receivingAccount.id),
    payerName: text(),
    reference: text(),
    /** A file name under DATA_DIR/receipts (decision 066); never a public path. */
    receiptFile: text(),
    receiptType: text(),
    createdAt: createdAt(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('deposit_member_request_key_unique').on(t.memberId, t.requestKey),
    index('deposit_member_idx').on(t.memberId, t.id),
    index('deposit_state_idx').on(t.state, t.id),
    check('deposit_amount_positive', sql`${t.amountMinor} > 0 and ${t.bonusMinor} >= 0`),
    check('deposit_state_known', sql`${t.state} in (${inList(DEPOSIT_ROW_STATES)})`),
    check('deposit_resolved_when_final', sql`(${t.state} = 'pending') = (${t.resolvedAt} is null)`),
  ],
);

/**
 * A member's first approved deposit, written in the approval's transaction. The primary key makes
 * "first" a fact of the database: of two approvals at once only one writes the row, and only
 * that one may pay a first-deposit promotion's bonus (issue 23 item 2).
 */
export const memberFirstDeposit = pgTable('member_first_deposit', {
  memberId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => member.id),
  depositId: bigint({ mode: 'number' })
    .notNull()
    .unique('member_first_deposit_deposit_unique')
    .references(() => deposit.id),
  createdAt: createdAt(),
});

/** One withdrawal request; its money is held under `withdrawal:<id>` until paid or voided. */
export const withdrawal = pgTable(
  'withdrawal',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id),
    walletId: bigint({ mode: 'number' })
      .notNull()
      .references(() => wallet.id),
    cardId: bigint({ mode: 'number' })
      .notNull()
      .references(() => bankCard.id),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    state: text({ enum: WITHDRAWAL_ROW_STATES }).notNull().default('pending'),
    reason: text(),
    requestKey: text().notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('withdrawal_member_request_key_unique').on(t.memberId, t.requestKey),
    index('withdrawal_member_idx').on(t.memberId, t.id),
    index('withdrawal_member_created_idx').on(t.memberId, t.createdAt),
    index('withdrawal_state_idx').on(t.state, t.id),
    check('withdrawal_amount_positive', sql`${t.amountMinor} > 0`),
    check('withdrawal_state_known', sql`${t.state} in (${inList(WITHDRAWAL_ROW_STATES)})`),
    check('withdrawal_resolved_when_final', sql`(${t.state} = 'pending') = (${t.resolvedAt} is null)`),
  ],
);

/** The merchant's cashier settings: one row (decisions 064, 065). */
export const cashierSettings = pgTable(
  'cashier_settings',
  {
    id: integer().primaryKey().default(1),
    /** Every approved deposit adds amount x this to the required turnover. */
    depositTurnoverMultiple: integer().notNull().default(1),
    withdrawalMinMinor: bigint({ mode: 'number' }).notNull(),
    withdrawalMaxMinor: bigint({ mode: 'number' }).notNull(),
    withdrawalDailyCount: integer().notNull(),
    withdrawalDailyAmountMinor: bigint({ mode: 'number' }).notNull(),
    /** The merchant's day for the daily limits (IANA zone). */
    timeZone: text().notNull().default('Asia/Yangon'),
    updatedAt: createdAt(),
  },
  (t) => [
    check('cashier_settings_one_row', sql`${t.id} = 1`),
    check('cashier_settings_multiple', sql`${t.depositTurnoverMultiple} between 0 and 100`),
    check(
      'cashier_settings_withdrawal_limits',
      sql`${t.withdrawalMinMinor} > 0 and ${t.withdrawalMaxMinor} >= ${t.withdrawalMinMinor}
        and ${t.withdrawalDailyCount} >= 0 and ${t.withdrawalDailyAmountMinor} >= 0`,
    ),
  ],
);

/** What a member must still wager before a withdrawal (decision 064). */
export const memberTurnover = pgTable(
  'member_turnover',
  {
    memberId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => member.id),
    remainingMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** Everything ever required and wagered, for the operator's view. */
    requiredTotalMinor: bigint({ mode: 'number' }).notNull().default(0),
    wageredTotalMinor: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: createdAt(),
  },
  (t) => [check('member_turnover_not_negative', sql`${t.remainingMinor} >= 0`)],
);

/** Every notification a gateway sent, good or bad (docs/payment-gateway.md). */
export const gatewayNotification = pgTable(
  'gateway_notification',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    provider: text().notNull(),
    depositId: bigint({ mode: 'number' }),
    /** What was done: applied, duplicate, ignored-final, unknown-order, bad-signature, stale, invalid. */
    outcome: text().notNull(),
    body: jsonb(),
    receivedAt: createdAt(),
  },
  (t) => [index('gateway_notification_deposit_idx').on(t.depositId)],
);

export type DepositRowType = typeof deposit.$inferSelect;
