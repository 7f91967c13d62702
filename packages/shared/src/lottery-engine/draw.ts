import { hmacSha256, sha256Hex, toHex } from '../fair/hmac.ts';
import type { LotteryFamily, LotteryResult } from '../lottery.ts';

// The lottery draw (decision 087, docs/fairness.md). seed: 64 lowercase hex characters; commit:
// SHA-256 of those 64 ASCII characters; stream: HMAC-SHA256(key = the seed's ASCII,
// message = `<gameCode>:<numero>:<block>`) for block = 0, 1, 2... concatenated; digits are drawn
// one byte at a time, bytes >= 250 are skipped, digit = byte % 10.

export const LOTTERY_SEED_PATTERN = /^[0-9a-f]{64}$/;

/** The VNN sheet, in drawing order: prize name, how many numbers, digits per number (27 prizes). */
export const VNN_SHEET = [
  ['special', 1, 5],
  ['first', 1, 5],
  ['second', 2, 5],
  ['third', 6, 5],
  ['fourth', 4, 4],
  ['fifth', 6, 4],
  ['sixth', 3, 3],
  ['seventh', 4, 2],
] as const;

export type VnnPrize = (typeof VNN_SHEET)[number][0];

/** How many digits a draw of the family reads from the stream. */
export const lotteryDigitCount = (family: LotteryFamily): number =>
  family === 'FAST5' ? 5 : VNN_SHEET.reduce((sum, [, count, length]) => sum + count * length, 0);

function checkSeed(seed: string): void {
  if (!LOTTERY_SEED_PATTERN.test(seed)) throw new Error('a lottery seed is 64 lowercase hex characters');
}

/** The public commitment: SHA-256 (hex) of the seed's 64 ASCII characters. */
export async function lotterySeedHash(seed: string): Promise<string> {
  checkSeed(seed);
  return sha256Hex(seed);
}

/** A fresh seed: 32 random bytes from crypto.getRandomValues, as 64 lowercase hex characters. */
export function newLotterySeed(): string {
  const crypto = (globalThis as unknown as { crypto: { getRandomValues(bytes: Uint8Array): Uint8Array } })
    .crypto;
  return toHex(crypto.getRandomValues(new Uint8Array(32)));
}

/** The first `count` digits of the draw's stream. */
export async function lotteryDigits(
  seed: string,
  gameCode: string,
  numero: string,
  count: number,
): Promise<number[]> {
  checkSeed(seed);
  const digits: number[] = [];
  for (let block = 0; digits.length < count; block++) {
    const bytes = await hmacSha256(seed, `${gameCode}:${numero}:${block}`);
    for (const byte of bytes) {
      if (byte >= 250) continue;
      digits.push(byte % 10);
      if (digits.length === count) break;
    }
  }
  return digits;
}

/** The result of a draw: FAST5 positions 1..5; VNN the sheet in VNN_SHEET order, each number's digits left to right. */
export async function drawLotteryResult(
  family: LotteryFamily,
  seed: string,
  gameCode: string,
  numero: string,
): Promise<LotteryResult> {
  const digits = await lotteryDigits(seed, gameCode, numero, lotteryDigitCount(family));
  if (family === 'FAST5') return { family: 'FAST5', digits };
  let at = 0;
  const take = (length: number) => {
    const text = digits.slice(at, at + length).join('');
    at += length;
    return text;
  };
  const prizes = {} as Record<VnnPrize, string[]>;
  for (const [name, count, length] of VNN_SHEET)
    prizes[name] = Array.from({ length: count }, () => take(length));
  return {
    family: 'VNN',
    special: prizes.special[0] as string,
    first: prizes.first[0] as string,
    second: prizes.second,
    third: prizes.third,
    fourth: prizes.fourth,
    fifth: prizes.fifth,
    sixth: prizes.sixth,
    seventh: prizes.seventh,
  };
}

/** The 27 numbers of a VNN sheet in drawing order. */
export const vnnNumbers = (result: Extract<LotteryResult, { family: 'VNN' }>): string[] => [
  result.special,
  result.first,
  ...result.second,
  ...result.third,
  ...result.fourth,
  ...result.fifth,
  ...result.sixth,
  ...result.seventh,
];

/**
 * spec 3 previousWinningNumber form: FAST5 `1,2,3,4,5`; VNN
 * `special~first~second,second~third,...~fourth,...~fifth,...~sixth,...~seventh,...`.
 */
export function winningNumberText(result: LotteryResult): string {
  if (result.family === 'FAST5') return result.digits.join(',');
  return [
    result.special,
    result.first,
    result.second.join(','),
    result.third.join(','),
    result.fourth.join(','),
    result.fifth.join(','),
    result.sixth.join(','),
    result.seventh.join(','),
  ].join('~');
}
