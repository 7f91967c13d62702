import { TIMINGS } from '@lobby/shared';

// spec 4 "Lottery menu refresh" (decision 094): the next refetch comes after the smallest
// remaining time among the draws on sale, capped at 30 s; 7 s when that is 0 or less.

export function pollDelay(
  games: readonly { isSale: boolean; remainTime: number; lockTime: number }[],
): number {
  const open = games.filter((g) => g.isSale).map((g) => (g.remainTime - g.lockTime) * 1000);
  if (open.length === 0) return TIMINGS.lotteryPollMaxMs;
  const least = Math.min(...open);
  if (least <= 0) return TIMINGS.lotteryPollFallbackMs;
  return Math.min(least, TIMINGS.lotteryPollMaxMs);
}
