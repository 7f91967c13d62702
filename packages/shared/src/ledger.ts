import { z } from 'zod/mini';

// The operator's money calls (issue 11 "The ledger becomes double-entry"; decisions 061, 062;
// docs/money.md). Amounts are integer minor units: the CLI turns "12.34" into 1234.

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;

/** POST operatorAdjustments (the member's account is in the path). */
export const AdjustmentBody = z.strictObject({
  /** Minor units, positive; at most 10^12 so a typo of many digits is refused, not posted. */
  amountMinor: z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000_000_000)),
  /** credit: the adjustments account pays the member; debit: the member pays it back. */
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  /** Why: kept in the audit with the balances before and after. */
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  /** The caller's id of this adjustment: a retry with it moves nothing (transfer key adjustment:<requestKey>). */
  requestKey: z.string().check(z.regex(/^[A-Za-z0-9._:-]{1,100}$/, 'expected 1-100 of A-Z a-z 0-9 . _ : -')),
});
export type AdjustmentBody = z.infer<typeof AdjustmentBody>;

const Change = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

export const AdjustmentResponse = z.object({
  changes: z.array(Change),
  /** True when requestKey had been used for this same adjustment: nothing moved this time. */
  replayed: z.boolean(),
  transferKey: z.string(),
  balanceMinor: z.number(),
});
export type AdjustmentResponse = z.infer<typeof AdjustmentResponse>;

export const PositionAccount = z.object({
  code: z.string(),
  kind: z.string(),
  currency: z.string(),
  /** From its posted transfers: what members paid it less what it paid them. */
  balanceMinor: z.number(),
  /** Its pending transfers: money held in wallets that will reach it when posted. */
  pendingMinor: z.number(),
  transfers: z.number(),
});

export const WalletDifference = z.object({
  walletId: z.number(),
  memberAccount: z.string(),
  balanceMinor: z.number(),
  fromTransfersMinor: z.number(),
  heldMinor: z.number(),
  pendingMinor: z.number(),
});

export const POSITION_CHECKS = [
  'sums_to_zero',
  'wallets_match_transfers',
  'held_matches_pending',
  'no_negative_wallet',
] as const;

/** GET operatorLedgerPosition. */
export const LedgerPositionResponse = z.object({
  accounts: z.array(PositionAccount),
  wallets: z.object({
    count: z.number(),
    /** The sum of the wallets' balance columns. */
    balanceMinor: z.number(),
    /** The same sum from their posted transfers. */
    fromTransfersMinor: z.number(),
    heldMinor: z.number(),
    pendingMinor: z.number(),
  }),
  /** Merchant accounts plus member wallets, from posted transfers: zero when the ledger is whole. */
  totalMinor: z.number(),
  checks: z.array(z.object({ name: z.enum(POSITION_CHECKS), ok: z.boolean(), detail: z.string() })),
  /** The wallets whose columns differ from their transfers (at most 100), or that are negative. */
  differences: z.array(WalletDifference),
  ok: z.boolean(),
  tookMs: z.number(),
});
export type LedgerPositionResponse = z.infer<typeof LedgerPositionResponse>;
