import { z } from 'zod/mini';
import { Money } from './wallet.ts';

// The seamless-wallet protocol (issue 12, docs/vendor-protocol.md): what a game vendor (an
// aggregator, the in-house vendor, the sandbox aggregator) calls on Lobby's wallet over HTTP.
// Each body is signed: HMAC-SHA256 under the vendor's secret over `<timestamp>.<raw body>`, hex,
// in X-Vendor-Signature, the Unix seconds in X-Vendor-Timestamp; outside the window it is refused.
// debit, credit and rollback are idempotent by (vendor, transactionId): a repeat answers the
// first answer and moves nothing.

export const VENDOR_SIGNATURE_HEADER = 'x-vendor-signature';
export const VENDOR_TIMESTAMP_HEADER = 'x-vendor-timestamp';
export const VENDOR_TIMESTAMP_WINDOW_SECONDS = 300;

const TransactionId = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'a transaction id'));
const RoundId = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'a round id'));
/** The player id Lobby gave the vendor on authenticate (opaque to the vendor). */
const PlayerId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'a player id'));

export const WalletAuthenticateRequest = z.object({
  /** The game-session token the game URL carried. */
  token: z.string().check(z.minLength(16), z.maxLength(200)),
});
export type WalletAuthenticateRequest = z.infer<typeof WalletAuthenticateRequest>;
export const WalletAuthenticateResponse = z.object({
  playerId: z.string(),
  /** What the lobby shows as the player's name (account or nickname). */
  displayName: z.string(),
  currency: z.string(),
  balance: Money,
  /** The game the session was opened for. */
  gameId: z.string(),
  nodeId: z.string(),
  language: z.string(),
  /** Where the game's back button returns to in the lobby. */
  backUrl: z.string(),
  trial: z.boolean(),
});
export type WalletAuthenticateResponse = z.infer<typeof WalletAuthenticateResponse>;

export const WalletBalanceRequest = z.object({
  playerId: PlayerId,
  token: z.optional(z.string().check(z.maxLength(200))),
});
export type WalletBalanceRequest = z.infer<typeof WalletBalanceRequest>;
export const WalletBalanceResponse = z.object({ playerId: z.string(), currency: z.string(), balance: Money });
export type WalletBalanceResponse = z.infer<typeof WalletBalanceResponse>;

/** A bet: money from the player's wallet to the vendor's merchant account. */
export const WalletDebitRequest = z.object({
  playerId: PlayerId,
  /** The game-session token: a debit needs a live session (credits and rollbacks do not). */
  token: z.string().check(z.minLength(16), z.maxLength(200)),
  transactionId: TransactionId,
  roundId: RoundId,
  /** The vendor's game id (roomId). */
  gameId: z.string().check(z.maxLength(64)),
  amount: Money,
});
export type WalletDebitRequest = z.infer<typeof WalletDebitRequest>;

/** A win (amount 0.00 closes a lost round); `roundClosed` false keeps it open for more credits. */
export const WalletCreditRequest = z.object({
  playerId: PlayerId,
  transactionId: TransactionId,
  roundId: RoundId,
  gameId: z.string().check(z.maxLength(64)),
  amount: Money,
  roundClosed: z.optional(z.boolean()),
  /** What the betting record shows of the round (in-house: the provably fair data), at most 4 KB. */
  roundDetail: z.optional(z.record(z.string(), z.unknown())),
  /** The vendor's page for the round, shown in the betting record (spec 7 third-party record). */
  roundUrl: z.optional(z.string().check(z.maxLength(500))),
});
export type WalletCreditRequest = z.infer<typeof WalletCreditRequest>;

/** Refund a debit by its transaction id (unknown or already rolled back: answered, nothing moves). */
export const WalletRollbackRequest = z.object({
  playerId: PlayerId,
  transactionId: TransactionId,
  roundId: RoundId,
  /** The debit's transaction id. */
  refTransactionId: TransactionId,
});
export type WalletRollbackRequest = z.infer<typeof WalletRollbackRequest>;

/** What debit, credit and rollback answer (a repeat answers this again, unchanged). */
export const WalletTransactionResponse = z.object({
  playerId: z.string(),
  transactionId: z.string(),
  currency: z.string(),
  /** The balance right after this call was first applied. */
  balance: Money,
  /** What moved: the amount, or 0.00 for an answered no-op (unknown round, nothing to roll back). */
  moved: Money,
  /** Lobby's ledger transfer id, null when nothing moved. */
  walletTransferId: z.nullable(z.string()),
});
export type WalletTransactionResponse = z.infer<typeof WalletTransactionResponse>;
