import type { LotteryFamily, LotteryResult } from '../lottery.ts';
import { vnnNumbers } from './draw.ts';

// Bet types, their content grammar, odds and evaluation (decision 086, docs/lottery-rules.md).
// A bet covers `combinations` units; its stake is unitStake x combinations. evaluateLotteryBet
// answers what the bet returns per unit stake, in thousandths (stake included), or a refund.

export interface LotteryBetTypeInfo {
  id: string;
  family: LotteryFamily;
  /** Odds (return per unit, stake included) in thousandths; for SUM the lowest (sums 22 and 23). */
  oddsMilli: number;
  /** A valid content. */
  example: string;
  /** XIEN2/3/4: how many distinct numbers make the bet. */
  pickCount?: number;
  /** The most selections one bet may hold. */
  maxSelections: number;
}

export interface ParsedBet {
  betType: string;
  /** Normalised content (sorted, deduplicated where order does not matter). */
  content: string;
  combinations: number;
  /** Odds as a decimal text, e.g. '9.8'. */
  odds: string;
  oddsMilli: number;
  /** Exposure keys: what the bet covers (e.g. '3:7' for digit 7 at position 3, '05' for lô 05). */
  selections: string[];
}

type ParseAnswer = { ok: true; bet: ParsedBet } | { ok: false; message: string };

/** Ways to make each sum 0..45 with 5 digits (of 100,000). */
export const FAST5_SUM_WAYS: readonly number[] = (() => {
  let ways = [1];
  for (let i = 0; i < 5; i++) {
    const next = new Array<number>(ways.length + 9).fill(0);
    ways.forEach((w, s) => {
      for (let d = 0; d < 10; d++) next[s + d] = (next[s + d] as number) + w;
    });
    ways = next;
  }
  return ways;
})();

/** SUM odds of one sum value: floor(980 x 100000 / ways) thousandths (98% return). */
export const fast5SumOddsMilli = (sum: number): number =>
  Math.floor((980 * 100000) / (FAST5_SUM_WAYS[sum] as number));

const info = (
  family: LotteryFamily,
  id: string,
  oddsMilli: number,
  example: string,
  maxSelections: number,
  pickCount?: number,
): LotteryBetTypeInfo => ({
  id,
  family,
  oddsMilli,
  example,
  maxSelections,
  ...(pickCount ? { pickCount } : {}),
});

export const LOTTERY_BET_TYPES: Record<LotteryFamily, readonly LotteryBetTypeInfo[]> = {
  FAST5: [
    info('FAST5', 'POS_DIGIT', 9800, '3:1,7', 10),
    info('FAST5', 'BIG_SMALL', 1960, 'BIG', 2),
    info('FAST5', 'ODD_EVEN', 1960, 'ODD', 2),
    info('FAST5', 'SUM', fast5SumOddsMilli(22), '22', 1),
    info('FAST5', 'DRAGON_TIGER', 1960, 'DRAGON', 2),
    info('FAST5', 'FRONT3_STRAIGHT', 20400, 'STRAIGHT', 1),
    info('FAST5', 'FRONT3_GROUP6', 163000, '1,3,7,9', 10),
  ],
  VNN: [
    info('VNN', 'LO2', 3600, '05,17', 100),
    info('VNN', 'DE', 95000, '27', 100),
    info('VNN', 'CANG3', 950000, '527', 100),
    info('VNN', 'XIEN2', 17000, '05,17', 2, 2),
    info('VNN', 'XIEN3', 76000, '05,17,68', 3, 3),
    info('VNN', 'XIEN4', 350000, '05,17,68,90', 4, 4),
    info('VNN', 'DAU', 9500, '2', 10),
    info('VNN', 'DUOI', 9500, '7', 10),
  ],
};

export const lotteryBetType = (family: LotteryFamily, betType: string): LotteryBetTypeInfo | undefined =>
  LOTTERY_BET_TYPES[family].find((type) => type.id === betType);

/** 9800 -> '9.8', 1960 -> '1.96', 95000 -> '95'. */
export const oddsText = (oddsMilli: number): string => (oddsMilli / 1000).toFixed(3).replace(/\.?0+$/, '');

const fail = (message: string): ParseAnswer => ({ ok: false, message });

/** Comma-separated items, spaces ignored; undefined when an item is empty. */
function items(content: string): string[] | undefined {
  const parts = content.replace(/\s+/g, '').split(',');
  return parts.some((part) => part === '') ? undefined : parts;
}

const DIGITS = [/^$/, /^[0-9]$/, /^[0-9]{2}$/, /^[0-9]{3}$/];

/** Distinct fixed-length numbers, sorted. */
function numbers(content: string, length: number, what: string): string[] | string {
  const list = items(content);
  const pattern = DIGITS[length] as RegExp;
  if (!list?.every((item) => pattern.test(item)))
    return `${what}: comma-separated ${length}-digit numbers such as ${'0'.repeat(length - 1)}7`;
  return [...new Set(list)].sort();
}

/** Distinct words out of `allowed`, in the allowed order. */
function words(content: string, allowed: readonly string[]): string[] | string {
  const list = items(content.toUpperCase());
  if (!list?.every((item) => allowed.includes(item))) return `one or more of ${allowed.join(', ')}`;
  return allowed.filter((word) => list.includes(word));
}

function parsed(
  betType: string,
  content: string,
  combinations: number,
  oddsMilli: number,
  selections: string[],
) {
  return {
    ok: true as const,
    bet: { betType, content, combinations, odds: oddsText(oddsMilli), oddsMilli, selections },
  };
}

/** Checks and normalises a bet's content; the message names what is wrong. */
export function parseLotteryBet(family: LotteryFamily, betType: string, content: string): ParseAnswer {
  const type = lotteryBetType(family, betType);
  if (!type) return fail(`betType ${betType} is not a ${family} bet type`);
  const tooMany = (count: number) => count > type.maxSelections;
  switch (betType) {
    case 'POS_DIGIT': {
      const match = /^([1-5]):(.+)$/.exec(content.replace(/\s+/g, ''));
      const digits = match ? numbers(match[2] as string, 1, 'digits') : undefined;
      if (!match || digits === undefined || typeof digits === 'string')
        return fail('content: a position 1-5, a colon and digits, such as 3:1,7');
      const position = match[1] as string;
      return parsed(
        betType,
        `${position}:${digits.join(',')}`,
        digits.length,
        type.oddsMilli,
        digits.map((digit) => `${position}:${digit}`),
      );
    }
    case 'BIG_SMALL':
    case 'ODD_EVEN':
    case 'DRAGON_TIGER': {
      const allowed =
        betType === 'BIG_SMALL'
          ? ['BIG', 'SMALL']
          : betType === 'ODD_EVEN'
            ? ['ODD', 'EVEN']
            : ['DRAGON', 'TIGER'];
      const list = words(content, allowed);
      if (typeof list === 'string') return fail(`content: ${list}`);
      return parsed(betType, list.join(','), list.length, type.oddsMilli, list);
    }
    case 'SUM': {
      const text = content.trim();
      if (!/^[0-9]{1,2}$/.test(text) || Number(text) > 45) return fail('content: one sum from 0 to 45');
      const sum = String(Number(text));
      return parsed(betType, sum, 1, fast5SumOddsMilli(Number(sum)), [sum]);
    }
    case 'FRONT3_GROUP6': {
      // Every 3 of the picked digits is one combination (4 digits: 4 combinations).
      const digits = numbers(content, 1, 'content');
      if (typeof digits === 'string' || digits.length < 3)
        return fail('content: 3 to 10 different digits such as 1,3,7,9');
      const groups = digits.flatMap((a, i) =>
        digits.slice(i + 1).flatMap((b, j) => digits.slice(i + j + 2).map((c) => `${a}${b}${c}`)),
      );
      return parsed(betType, digits.join(','), groups.length, type.oddsMilli, groups);
    }
    case 'FRONT3_STRAIGHT': {
      if (content.trim().toUpperCase() !== 'STRAIGHT') return fail('content: STRAIGHT');
      return parsed(betType, 'STRAIGHT', 1, type.oddsMilli, ['STRAIGHT']);
    }
    case 'LO2':
    case 'DE':
    case 'CANG3':
    case 'DAU':
    case 'DUOI': {
      const length = betType === 'CANG3' ? 3 : betType === 'DAU' || betType === 'DUOI' ? 1 : 2;
      const list = numbers(content, length, 'content');
      if (typeof list === 'string') return fail(list);
      if (tooMany(list.length)) return fail(`content: at most ${type.maxSelections} numbers`);
      return parsed(betType, list.join(','), list.length, type.oddsMilli, list);
    }
    default: {
      // XIEN2, XIEN3, XIEN4: exactly pickCount distinct 2-digit numbers, one combination.
      const list = numbers(content, 2, 'content');
      if (typeof list === 'string') return fail(list);
      if (list.length !== type.pickCount)
        return fail(`content: exactly ${type.pickCount} different 2-digit numbers such as ${type.example}`);
      return parsed(betType, list.join(','), 1, type.oddsMilli, [list.join('-')]);
    }
  }
}

const NO_WIN = { refund: false, returnMilli: 0 };

/**
 * What a bet returns per unit stake in thousandths (win = floor(unitStake x returnMilli / 1000)),
 * or refund (the whole stake back). Throws on content parseLotteryBet refuses or a result of
 * another family.
 */
export function evaluateLotteryBet(
  family: LotteryFamily,
  betType: string,
  content: string,
  result: LotteryResult,
): { refund: boolean; returnMilli: number } {
  const answer = parseLotteryBet(family, betType, content);
  if (!answer.ok) throw new Error(answer.message);
  if (result.family !== family)
    throw new Error(`a ${family} bet cannot be evaluated on a ${result.family} result`);
  const { bet } = answer;
  const win = (units: number) => ({ refund: false, returnMilli: units * bet.oddsMilli });
  if (result.family === 'FAST5') {
    const d = result.digits;
    const sum = d.reduce((a, b) => a + b, 0);
    switch (betType) {
      case 'POS_DIGIT': {
        const position = Number(bet.content[0]);
        return win(bet.selections.includes(`${position}:${d[position - 1]}`) ? 1 : 0);
      }
      case 'BIG_SMALL':
        return win(bet.selections.includes(sum >= 23 ? 'BIG' : 'SMALL') ? 1 : 0);
      case 'ODD_EVEN':
        return win(bet.selections.includes(sum % 2 === 1 ? 'ODD' : 'EVEN') ? 1 : 0);
      case 'SUM':
        return win(Number(bet.content) === sum ? 1 : 0);
      case 'DRAGON_TIGER': {
        const first = d[0] as number;
        const fifth = d[4] as number;
        if (first === fifth) return { refund: true, returnMilli: 0 };
        return win(bet.selections.includes(first > fifth ? 'DRAGON' : 'TIGER') ? 1 : 0);
      }
      case 'FRONT3_GROUP6': {
        const front = [...d.slice(0, 3)].sort((x, y) => x - y).join('');
        return win(bet.selections.includes(front) ? 1 : 0);
      }
      case 'FRONT3_STRAIGHT': {
        const [a, b, c] = [...d.slice(0, 3)].sort((x, y) => x - y) as [number, number, number];
        return win(b === a + 1 && c === b + 1 ? 1 : 0);
      }
    }
    return NO_WIN;
  }
  const lo = vnnNumbers(result).map((number) => number.slice(-2));
  const special = result.special;
  switch (betType) {
    case 'LO2':
      return win(lo.filter((number) => bet.selections.includes(number)).length);
    case 'DE':
      return win(bet.selections.includes(special.slice(-2)) ? 1 : 0);
    case 'CANG3':
      return win(bet.selections.includes(special.slice(-3)) ? 1 : 0);
    case 'DAU':
      return win(bet.selections.includes(special.slice(-2, -1)) ? 1 : 0);
    case 'DUOI':
      return win(bet.selections.includes(special.slice(-1)) ? 1 : 0);
    default:
      return win(bet.content.split(',').every((number) => lo.includes(number)) ? 1 : 0);
  }
}
