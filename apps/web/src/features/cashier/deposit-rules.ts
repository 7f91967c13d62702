import type { DepositPromotion } from '@lobby/shared';
import { fromMinor, plainAmount, toMinor } from './money.ts';

/** spec 4 "Template versions": mobileTemplate.dep_func "1" selects the new (step) deposit. */
export type DepositTemplate = 'classic' | 'new';
export const depositTemplateOf = (depFunc: string): DepositTemplate => (depFunc === '1' ? 'new' : 'classic');

// Round amounts members tend to pick; only those inside the channel's limits are offered.
const QUICK_STEPS = [10, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

/**
 * Quick-amount chips for a channel: the minimum, round steps strictly inside the limits and
 * the maximum, at most six, as the plain strings the amount field shows.
 */
export function quickAmounts(min: string, max: string, count = 6): string[] {
  const low = toMinor(min) ?? 0;
  const high = toMinor(max) ?? 0;
  if (high < low || high <= 0) return [];
  const inside = QUICK_STEPS.map((step) => step * 100).filter((value) => value > low && value < high);
  const picked = [low > 0 ? low : null, ...inside, high].filter((value): value is number => value !== null);
  const unique = [...new Set(picked)];
  if (unique.length <= count) return unique.map(plainAmount);
  // Keep the ends and spread the rest evenly, so small and large amounts are both a tap away.
  const step = (unique.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => unique[Math.round(i * step)] as number).map(plainAmount);
}

/** The bonus a promotion would give on this amount ("0.00" below its minimum deposit). */
export function promotionBonus(amount: string, promotion: DepositPromotion): string {
  const value = toMinor(amount);
  if (value === null || value < (toMinor(promotion.minDeposit) ?? 0)) return '0.00';
  const bonus = Math.floor((value * promotion.bonusPercent) / 100);
  return fromMinor(Math.min(bonus, toMinor(promotion.maxBonus) ?? bonus));
}

/** Whether the member may pick the promotion for this amount (its minimum deposit is reached). */
export function promotionApplies(amount: string, promotion: DepositPromotion): boolean {
  const value = toMinor(amount);
  return value !== null && value >= (toMinor(promotion.minDeposit) ?? 0);
}
