import { LIMITS } from '@lobby/shared';

// Money is integer minor units (docs/decisions/008). Every currency served so far has two
// decimals, the same as spec 9 "Balance: 2 decimals".
const SCALE = 10 ** LIMITS.balanceDecimals;

/** 12345 -> "123.45": integer arithmetic only, so no float rounding reaches a client. */
export function formatMinorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a safe integer: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const fraction = String(abs % SCALE).padStart(LIMITS.balanceDecimals, '0');
  return `${sign}${Math.floor(abs / SCALE)}.${fraction}`;
}
