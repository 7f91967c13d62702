import { ROUTES, type WithdrawalCheckResponse, type WithdrawalOptionsResponse } from '@lobby/shared';
import { fromMinor, toMinor } from './money.ts';

/** One thing the member must still do before withdrawing (spec 6; issue 11 "withdrawal check"). */
export interface MissingStep {
  id: 'realAccount' | 'bankCard' | 'paymentPassword' | 'turnover';
  /** Where to do it; null when there is nothing to go to (turnover is met by playing). */
  to: string | null;
}

/** What the check says is missing, in the order a member would do it. A trial member sees only that. */
export function missingSteps(check: WithdrawalCheckResponse): MissingStep[] {
  if (!check.realMember) return [{ id: 'realAccount', to: null }];
  const steps: MissingStep[] = [];
  if (!check.hasBankCard) steps.push({ id: 'bankCard', to: ROUTES.securityCenter });
  if (!check.hasPaymentPassword) steps.push({ id: 'paymentPassword', to: ROUTES.securityCenter });
  if (!check.turnoverMet) steps.push({ id: 'turnover', to: null });
  return steps;
}

export interface WithdrawLimits {
  remainingCount: number;
  remainingAmount: string;
  /** The most the member can ask for now: the smallest of balance, maximum and today's rest. */
  maxNow: string;
}

/** Today's remaining count and amount and what the "all" button fills in. */
export function withdrawLimits(options: WithdrawalOptionsResponse): WithdrawLimits {
  const remainingCount = Math.max(0, options.dailyCountLimit - options.usedTodayCount);
  const remainingMinor = Math.max(
    0,
    (toMinor(options.dailyAmountLimit) ?? 0) - (toMinor(options.usedTodayAmount) ?? 0),
  );
  const maxNow = Math.max(
    0,
    Math.min(toMinor(options.availableBalance) ?? 0, toMinor(options.maxAmount) ?? 0, remainingMinor),
  );
  return { remainingCount, remainingAmount: fromMinor(remainingMinor), maxNow: fromMinor(maxNow) };
}

/** Why this withdrawal cannot be asked for (a `cashier.` key), or null. */
export function withdrawProblem(amount: string, options: WithdrawalOptionsResponse): string | null {
  const limits = withdrawLimits(options);
  if (limits.remainingCount === 0) return 'cashier.dailyCountReached';
  const value = toMinor(amount.trim());
  if (amount.trim() === '') return 'cashier.amountRequired';
  if (value === null || value <= 0) return 'cashier.amountInvalid';
  if (value < (toMinor(options.minAmount) ?? 0)) return 'cashier.amountTooLow';
  if (value > (toMinor(options.availableBalance) ?? 0)) return 'cashier.amountOverBalance';
  if (value > (toMinor(limits.maxNow) ?? 0)) return 'cashier.amountTooHigh';
  return null;
}

/** Shown as "•••• 1234" whatever the server's masking looks like. */
export const maskedCard = (cardNumber: string) => `•••• ${cardNumber.replace(/\D/g, '').slice(-4)}`;
