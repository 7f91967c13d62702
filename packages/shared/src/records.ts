import { z } from 'zod/mini';
import { RecordsQuery } from './cashier.ts';
import { Money } from './wallet.ts';

// The member's transaction record, /m/transaction/record (issue 11 "Records"; spec 2.9 flag
// TRANSREC3, spec 7 "Wallet: transaction details, transaction codes"; decision 069).

/**
 * Why money moved: the ledger's closed list of kinds (the server's LEDGER_KINDS is this list,
 * kept by a CHECK), which the record screens filter by.
 */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'bonus',
  'adjustment',
  'trial_credit',
  'bet',
  'payout',
  'refund',
  'rebate',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/**
 * `types=A` (spec 2.6 agent home: /m/transaction/record?types=A): the agent-related kinds. Today
 * the rebate only; commission, dividend and salary join when the agent issues add those kinds
 * (decision 069).
 */
export const AGENT_TRANSACTION_KINDS = ['rebate'] as const satisfies readonly TransactionKind[];

export const TRANSACTION_STATES = ['posted', 'pending', 'voided'] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];

const KIND = `(?:${TRANSACTION_KINDS.join('|')})`;

export const TransactionsQuery = z.extend(RecordsQuery, {
  /** A comma list of kinds, e.g. `deposit,bonus`; none means every kind. */
  kinds: z.optional(
    z.string().check(z.regex(new RegExp(`^${KIND}(?:,${KIND})*$`), 'expected kinds such as "deposit,bonus"')),
  ),
  /** `A`: the agent-related kinds only (combined with `kinds`, both must hold). */
  types: z.optional(z.enum(['A'])),
});
export type TransactionsQuery = z.infer<typeof TransactionsQuery>;

export const Transaction = z.object({
  id: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  /** Signed from the wallet's side: "+100.00" is money in, "-100.00" money out (without "+"). */
  amount: Money,
  /** The wallet's balance right after this transfer was posted; null while pending or voided. */
  balanceAfter: z.nullable(Money),
  state: z.enum(TRANSACTION_STATES),
  /** The business row the money moved for, e.g. `{ type: 'deposit', id: '42' }`. */
  reference: z.nullable(z.object({ type: z.string(), id: z.string() })),
  createdAt: z.number(),
});
export type Transaction = z.infer<typeof Transaction>;

export const TransactionsResponse = z.object({
  list: z.array(Transaction),
  nextCursor: z.nullable(z.string()),
});
export type TransactionsResponse = z.infer<typeof TransactionsResponse>;

/** spec 7 "transaction codes": every kind a record can have, and which of them `types=A` shows. */
export const TransactionKindsResponse = z.object({
  kinds: z.array(z.object({ code: z.enum(TRANSACTION_KINDS), agent: z.boolean() })),
});
export type TransactionKindsResponse = z.infer<typeof TransactionKindsResponse>;

/**
 * The merchant's time zone for record dates until the merchant configuration carries one
 * (decision 069): Myanmar time, UTC+6:30, for the MMK merchant (decision 038).
 */
export const RECORDS_TIME_ZONE = 'Asia/Yangon';
