import { TRANSACTION_KINDS } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { member } from './accounts.ts';
import { createdAt, inList } from './columns.ts';

// Double-entry money (issue 11, docs/decisions/061 and docs/money.md). Every movement is one
// ledger_transfer row between two accounts: a member wallet and a merchant account. The row is
// both legs at once (the wallet's and the merchant account's, of the same amount and currency),
// so no movement can ever have one leg without the other, and all accounts sum to zero by
// construction. Money columns are bigint minor units read as JS numbers (decision 008).

/** A member's account: one per member, in the merchant's currency. */
export const wallet = pgTable(
  'wallet',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    // No cascade: a member with ledger history is disabled, never deleted.
    memberId: bigint({ mode: 'number' })
      .notNull()
      .unique('wallet_member_id_unique')
      .references(() => member.id),
    currency: text().notNull(),
    /** The sum of the wallet's posted transfers, kept in the same transaction as each of them. */
    balanceMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** The sum of its pending outgoing transfers (a withdrawal awaiting payout): not available. */
    heldMinor: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: createdAt(),
  },
  (t) => [
    // The last line of defence: even a buggy caller cannot leave a negative balance.
    check('wallet_balance_not_negative', sql`${t.balanceMinor} >= 0`),
    check('wallet_held_not_negative', sql`${t.heldMinor} >= 0`),
    check('wallet_available_not_negative', sql`${t.balanceMinor} - ${t.heldMinor} >= 0`),
    check('wallet_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** What a merchant account is for (docs/money.md lists each with its meaning). */
export const MERCHANT_ACCOUNT_KINDS = [
  'bank_clearing',
  'gateway_clearing',
  'bonus_expense',
  'adjustments',
  'trial_credit',
  'vendor',
  'lottery',
] as const;
export type MerchantAccountKind = (typeof MERCHANT_ACCOUNT_KINDS)[number];

/**
 * The merchant's own accounts. They have no balance column: their balance is derived from their
 * transfers, so a thousand members betting at once never queue on one account row (decision 061).
 * They may go below zero (a bank clearing account is negative by what members deposited).
 */
export const merchantAccount = pgTable(
  'merchant_account',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Stable name, e.g. `adjustments`, `bank_clearing:kbz-1`, `vendor:PG`. */
    code: text().notNull().unique('merchant_account_code_unique'),
    kind: text({ enum: MERCHANT_ACCOUNT_KINDS }).notNull(),
    currency: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'merchant_account_kind_known',
      sql`${t.kind} in (${sql.raw(MERCHANT_ACCOUNT_KINDS.map((k) => `'${k}'`).join(', '))})`,
    ),
    check('merchant_account_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * Why money moved: a closed list, kept by a CHECK. It is the shared TRANSACTION_KINDS, which the
 * record screens filter by; a feature that moves money for a new reason adds its kind there, with
 * a migration for the CHECK.
 */
export const LEDGER_KINDS = TRANSACTION_KINDS;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** `credit`: the merchant account pays the wallet; `debit`: the wallet pays the merchant account. */
export const TRANSFER_DIRECTIONS = ['credit', 'debit'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/** Two-phase transfers start `pending` and end `posted` or `voided`, exactly once. */
export const TRANSFER_STATES = ['posted', 'pending', 'voided'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/**
 * Append-only, but for one move: a pending transfer becomes posted or voided once (a trigger of
 * migration 0015 refuses every other UPDATE and every DELETE).
 */
export const ledgerTransfer = pgTable(
  'ledger_transfer',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The caller's unique id: a retry with it returns this row and moves nothing. */
    transferKey: text().notNull().unique('ledger_transfer_key_unique'),
    kind: text({ enum: LEDGER_KINDS }).notNull(),
    walletId: bigint({ mode: 'number' })
      .notNull()
      .references(() => wallet.id),
    merchantAccountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => merchantAccount.id),
    direction: text({ enum: TRANSFER_DIRECTIONS }).notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    state: text({ enum: TRANSFER_STATES }).notNull(),
    /** The business row this transfer belongs to: ('deposit', '42'), ('withdrawal', '7'), ... */
    referenceType: text(),
    referenceId: text(),
    /** The wallet's balance once this transfer was posted; null while pending or when voided. */
    walletBalanceAfterMinor: bigint({ mode: 'number' }),
    createdAt: createdAt(),
    /** When it was posted or voided (the same as createdAt for a transfer posted at once). */
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // A member's records, newest first, by keyset (issue 11 "Records").
    index('ledger_transfer_wallet_created_idx').on(t.walletId, t.createdAt, t.id),
    // The same filtered by kind (decision 069): a kind the member rarely has is found by walking
    // its own range, not the member's whole history (a Seq Scan at a million rows otherwise).
    index('ledger_transfer_wallet_kind_created_idx').on(t.walletId, t.kind, t.createdAt, t.id),
    // The merchant's position: one index scan per account.
    index('ledger_transfer_account_idx').on(t.merchantAccountId, t.state),
    index('ledger_transfer_reference_idx').on(t.referenceType, t.referenceId),
    check('ledger_transfer_amount_positive', sql`${t.amountMinor} > 0`),
    check('ledger_transfer_kind_known', sql`${t.kind} in (${inList(LEDGER_KINDS)})`),
    check('ledger_transfer_direction_known', sql`${t.direction} in (${inList(TRANSFER_DIRECTIONS)})`),
    check('ledger_transfer_state_known', sql`${t.state} in (${inList(TRANSFER_STATES)})`),
    // Only money leaving a wallet is ever held: a pending credit would promise money not yet had.
    check('ledger_transfer_pending_is_debit', sql`${t.state} <> 'pending' or ${t.direction} = 'debit'`),
    check(
      'ledger_transfer_balance_after_when_posted',
      sql`(${t.state} = 'posted') = (${t.walletBalanceAfterMinor} is not null)`,
    ),
    check('ledger_transfer_balance_after_not_negative', sql`${t.walletBalanceAfterMinor} >= 0`),
  ],
);
