import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { member } from './accounts.ts';
import { createdAt } from './columns.ts';

// Money columns are bigint minor units read as JS numbers (mode 'number'): every amount stays
// far below 2^53 minor units, and postLedgerEntry refuses amounts that are not safe integers.

/** One wallet per member, in the merchant's currency (issue 3 "Wallet core"). */
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
    balanceMinor: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: createdAt(),
  },
  (t) => [
    // The last line of defence: even a buggy caller cannot leave a negative balance.
    check('wallet_balance_not_negative', sql`${t.balanceMinor} >= 0`),
    check('wallet_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * Why money moved: a closed list, kept by a CHECK (issue 7). A feature that moves money for a new
 * reason (deposit, withdrawal, bet, payout) adds its kind here with a migration.
 */
export const LEDGER_KINDS = ['trial_credit', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Append-only: every movement of money is one row, and wallet.balance_minor is their sum, kept in
 * the same transaction (docs/decisions/008). A retry with the same idempotency key finds its row.
 */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    walletId: bigint({ mode: 'number' })
      .notNull()
      .references(() => wallet.id),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    kind: text({ enum: LEDGER_KINDS }).notNull(),
    reference: text(),
    idempotencyKey: text().notNull(),
    balanceAfterMinor: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_entry_wallet_idempotency_key').on(t.walletId, t.idempotencyKey),
    check('ledger_entry_amount_not_zero', sql`${t.amountMinor} <> 0`),
    check('ledger_entry_balance_after_not_negative', sql`${t.balanceAfterMinor} >= 0`),
    check(
      'ledger_entry_kind_known',
      sql`${t.kind} in (${sql.raw(LEDGER_KINDS.map((k) => `'${k}'`).join(', '))})`,
    ),
  ],
);
