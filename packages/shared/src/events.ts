import { z } from 'zod/mini';
import { Money } from './wallet.ts';

// The live stream of a logged-in member (issue 11 "Live balance"): GET /api/events as
// server-sent events. Each event's `data` is one MemberEvent as JSON; its SSE `event` field is
// the same `type`.

export const DEPOSIT_STATES = ['pending', 'approved', 'rejected', 'cancelled', 'failed'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];
export const WITHDRAWAL_STATES = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export const BalanceEvent = z.object({
  type: z.literal('balance'),
  sumBalance: Money,
  /** What a withdrawal may still take: the balance less pending (held) withdrawals. */
  availableBalance: Money,
  currencySymbol: z.string(),
  /**
   * Set on the balance a stream sends first, on every (re)connect and after a relay gap: events
   * before it may have been missed, so a screen showing deposits or withdrawals refetches them.
   */
  snapshot: z.optional(z.boolean()),
});
export type BalanceEvent = z.infer<typeof BalanceEvent>;
export const DepositEvent = z.object({
  type: z.literal('deposit'),
  id: z.string(),
  state: z.enum(DEPOSIT_STATES),
});
export const WithdrawalEvent = z.object({
  type: z.literal('withdrawal'),
  id: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
});
/** A lottery bet of the member was settled (won, lost) or refunded (issue 13); id is `L<betId>`. */
export const LotteryBetEvent = z.object({
  type: z.literal('lotteryBet'),
  id: z.string(),
  state: z.enum(['open', 'won', 'lost', 'refunded']),
  gameCode: z.string(),
  numero: z.string(),
});
export const MemberEvent = z.discriminatedUnion('type', [
  BalanceEvent,
  DepositEvent,
  WithdrawalEvent,
  LotteryBetEvent,
]);
export type MemberEvent = z.infer<typeof MemberEvent>;
export type MemberEventType = MemberEvent['type'];
