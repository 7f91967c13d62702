// Payouts in integer minor units: stake x numerator / denominator, rounded down to the minor
// unit, in BigInt so no float and no overflow reaches the money (decision 078).

export function payoutMinor(
  stakeMinor: number,
  numerator: number | bigint,
  denominator: number | bigint,
): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) throw new RangeError(`bad stake ${stakeMinor}`);
  const value = (BigInt(stakeMinor) * BigInt(numerator)) / BigInt(denominator);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout out of range');
  return Number(value);
}

/** numerator / denominator rounded down to 4 decimals: the multiplier shown (payouts use the exact ratio). */
export function multiplierShown(numerator: number | bigint, denominator: number | bigint): number {
  return Number((BigInt(numerator) * 10_000n) / BigInt(denominator)) / 10_000;
}
