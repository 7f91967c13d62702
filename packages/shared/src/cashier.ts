import { z } from 'zod/mini';
import { DEPOSIT_STATES, WITHDRAWAL_STATES } from './events.ts';
import { Money } from './wallet.ts';

// The cashier (issue 11; spec 1 deposit and withdrawal, 2.1 /m/voucherCenter and /m/withdraw,
// 2.3, 2.9, 4 dep_func, 6, 7 "deposit" and "withdraw"). Amounts travel as decimal strings with at
// most 2 places (spec 9 "Balance"), never as floats; the server turns them into minor units.

/** An amount a member types: digits, optionally 1 or 2 decimals, no sign, at most 12 integer digits. */
export const AmountInput = z
  .string()
  .check(z.regex(/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/, 'expected an amount such as "100" or "12.50"'));

/** A client-made id that makes a request safe to retry: a double tap or a retry acts once. */
export const RequestKey = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'expected 8 to 64 letters, digits, - or _'));

export const DEPOSIT_CHANNEL_TYPES = ['bank_transfer', 'gateway'] as const;
export type DepositChannelType = (typeof DEPOSIT_CHANNEL_TYPES)[number];

/** One of the merchant's receiving accounts, shown on a bank-transfer channel with copy buttons. */
export const ReceivingAccount = z.object({
  id: z.number(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.nullable(z.string()),
});
export type ReceivingAccount = z.infer<typeof ReceivingAccount>;

export const DepositChannel = z.object({
  /** Stable code chosen by the operator, e.g. `kbz-transfer`, `sandbox`. */
  code: z.string(),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  name: z.string(),
  minAmount: Money,
  maxAmount: Money,
  /** Bank transfer: where to send the money. Empty for a gateway. */
  receivingAccounts: z.array(ReceivingAccount),
});
export type DepositChannel = z.infer<typeof DepositChannel>;

/** spec 7 "promo list": a deposit promotion a member may accept when depositing. */
export const DepositPromotion = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** Bonus as a percentage of the deposit, capped by maxBonus. */
  bonusPercent: z.number(),
  maxBonus: Money,
  minDeposit: Money,
  /** The bonus adds bonus x this to the required turnover. */
  turnoverMultiple: z.number(),
});
export type DepositPromotion = z.infer<typeof DepositPromotion>;

/** GET deposit channels (spec 7 "banks by vendor") with the promotions on offer ("promo list"). */
export const DepositOptionsResponse = z.object({
  channels: z.array(DepositChannel),
  promotions: z.array(DepositPromotion),
  currencySymbol: z.string(),
});
export type DepositOptionsResponse = z.infer<typeof DepositOptionsResponse>;

/** POST a manual bank transfer (spec 7 "manual transfer"); the operator approves or rejects it. */
export const ManualDepositRequest = z.object({
  channelCode: z.string().check(z.minLength(1), z.maxLength(40)),
  receivingAccountId: z.number().check(z.int(), z.positive()),
  amount: AmountInput,
  payerName: z.string().check(z.trim(), z.minLength(2), z.maxLength(50)),
  /** The transfer reference the member's bank gave. */
  reference: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  promotionId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  requestKey: RequestKey,
});
export type ManualDepositRequest = z.infer<typeof ManualDepositRequest>;

/** POST an online payment (spec 7 "payment gateway"): answers the gateway's checkout URL. */
export const GatewayDepositRequest = z.object({
  channelCode: z.string().check(z.minLength(1), z.maxLength(40)),
  amount: AmountInput,
  promotionId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  requestKey: RequestKey,
});
export type GatewayDepositRequest = z.infer<typeof GatewayDepositRequest>;

export const Deposit = z.object({
  id: z.string(),
  /** What the member and the operator quote to each other, e.g. `D2611240000042`. */
  orderNo: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  amount: Money,
  bonus: Money,
  state: z.enum(DEPOSIT_STATES),
  /** The operator's reason for a rejection, or the gateway's for a failure. */
  reason: z.nullable(z.string()),
  hasReceipt: z.boolean(),
  createdAt: z.number(),
  resolvedAt: z.nullable(z.number()),
});
export type Deposit = z.infer<typeof Deposit>;

export const GatewayDepositResponse = z.object({ deposit: Deposit, checkoutUrl: z.string() });
export type GatewayDepositResponse = z.infer<typeof GatewayDepositResponse>;

/** Keyset paging for every record list (issue 11 "Records"): pass the answer's nextCursor back. */
export const RecordsQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(50))),
  /** Inclusive dates YYYY-MM-DD in the merchant's time zone. */
  from: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  to: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
});
export type RecordsQuery = z.infer<typeof RecordsQuery>;

/** /m/vouReport (spec 7 "deposit records"). */
export const DepositsResponse = z.object({ list: z.array(Deposit), nextCursor: z.nullable(z.string()) });
export type DepositsResponse = z.infer<typeof DepositsResponse>;

/**
 * The withdrawal-allowed check of spec 2.3, 2.9 and 6 as one call: each condition apart, so the
 * withdraw screen can say what is missing, and `allowed` when all hold.
 */
export const WithdrawalCheckResponse = z.object({
  allowed: z.boolean(),
  realMember: z.boolean(),
  hasBankCard: z.boolean(),
  hasPaymentPassword: z.boolean(),
  turnoverMet: z.boolean(),
  /** What is still to be wagered before a withdrawal ("0.00" when met). */
  turnoverRemaining: Money,
});
export type WithdrawalCheckResponse = z.infer<typeof WithdrawalCheckResponse>;

export const WithdrawalCard = z.object({
  id: z.number(),
  bankName: z.string(),
  /** Masked: the last four digits only. */
  cardNumber: z.string(),
  payeeName: z.string(),
});
export type WithdrawalCard = z.infer<typeof WithdrawalCard>;

/** GET what /m/withdraw needs: limits, what is left today, the available balance, the cards. */
export const WithdrawalOptionsResponse = z.object({
  minAmount: Money,
  maxAmount: Money,
  dailyCountLimit: z.number(),
  dailyAmountLimit: Money,
  usedTodayCount: z.number(),
  usedTodayAmount: Money,
  /** Balance less pending withdrawals. */
  availableBalance: Money,
  currencySymbol: z.string(),
  cards: z.array(WithdrawalCard),
});
export type WithdrawalOptionsResponse = z.infer<typeof WithdrawalOptionsResponse>;

/** POST a withdrawal request (spec 7 "withdraw: request"): the amount is held at once. */
export const WithdrawalRequest = z.object({
  cardId: z.number().check(z.int(), z.positive()),
  amount: AmountInput,
  paymentPassword: z.string().check(z.minLength(1), z.maxLength(64)),
  requestKey: RequestKey,
});
export type WithdrawalRequest = z.infer<typeof WithdrawalRequest>;

export const Withdrawal = z.object({
  id: z.string(),
  orderNo: z.string(),
  amount: Money,
  bankName: z.string(),
  cardNumber: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
  /** The operator's reason for a rejection. */
  reason: z.nullable(z.string()),
  createdAt: z.number(),
  resolvedAt: z.nullable(z.number()),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/** /m/withdrawReport (spec 7 "withdraw: report"). */
export const WithdrawalsResponse = z.object({
  list: z.array(Withdrawal),
  nextCursor: z.nullable(z.string()),
});
export type WithdrawalsResponse = z.infer<typeof WithdrawalsResponse>;

/** A record id in a path (`/api/cashier/deposits/:id`). */
export const RecordIdParams = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,17}$/)) });
