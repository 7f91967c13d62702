import type { LotteryFamily, LotteryResult } from '../lottery.ts';

// Test support (issue 13 acceptance "an independent evaluation of the bet rules"): an evaluator
// written from docs/lottery-rules.md alone, random results and random slip contents. It shares no
// code with bets.ts; the engine never imports it. The unit test compares it with the engine on
// random results, the server's randomised test on real draws.

export function rng(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor(((state >>> 8) / 2 ** 24) * n);
  };
}

/** How many of the 100,000 FAST5 results have each sum, counted here (SUM odds: floor(98e6 / ways)). */
const SUM_WAYS = (() => {
  const ways = new Array<number>(46).fill(0);
  for (let n = 0; n < 100000; n++) {
    const sum = String(n)
      .split('')
      .reduce((a, b) => a + Number(b), 0);
    ways[sum] = (ways[sum] as number) + 1;
  }
  return ways;
})();

/** The rules, read from docs/lottery-rules.md (content already normalised by the parser). */
export function byTheRules(
  betType: string,
  content: string,
  result: LotteryResult,
): { refund: boolean; returnMilli: number } {
  const picks = content.split(',');
  if (result.family === 'FAST5') {
    const [p1, p2, p3, , p5] = result.digits as [number, number, number, number, number];
    const total = result.digits.reduce((a, b) => a + b, 0);
    if (betType === 'POS_DIGIT') {
      const [position, digits] = content.split(':') as [string, string];
      return {
        refund: false,
        returnMilli: digits
          .split(',')
          .map(Number)
          .includes(result.digits[Number(position) - 1] as number)
          ? 9800
          : 0,
      };
    }
    if (betType === 'BIG_SMALL')
      return { refund: false, returnMilli: picks.includes(total <= 22 ? 'SMALL' : 'BIG') ? 1960 : 0 };
    if (betType === 'ODD_EVEN')
      return { refund: false, returnMilli: picks.includes(total % 2 ? 'ODD' : 'EVEN') ? 1960 : 0 };
    if (betType === 'SUM')
      return {
        refund: false,
        returnMilli: Number(content) === total ? Math.floor(98000000 / (SUM_WAYS[total] as number)) : 0,
      };
    if (betType === 'DRAGON_TIGER') {
      if (p1 === p5) return { refund: true, returnMilli: 0 };
      return { refund: false, returnMilli: picks.includes(p1 > p5 ? 'DRAGON' : 'TIGER') ? 1960 : 0 };
    }
    if (betType === 'FRONT3_GROUP6') {
      const distinct = p1 !== p2 && p2 !== p3 && p1 !== p3;
      const covered = [p1, p2, p3].every((d) => picks.includes(String(d)));
      return { refund: false, returnMilli: distinct && covered ? 163000 : 0 };
    }
    const lowest = Math.min(p1, p2, p3);
    const isRun = [lowest, lowest + 1, lowest + 2].every((d) => [p1, p2, p3].includes(d)) && lowest <= 7;
    return { refund: false, returnMilli: isRun ? 20400 : 0 };
  }
  const all = [
    result.special,
    result.first,
    ...result.second,
    ...result.third,
    ...result.fourth,
    ...result.fifth,
    ...result.sixth,
    ...result.seventh,
  ];
  const endings = all.map((n) => n.slice(n.length - 2));
  const s = result.special;
  const odds: Record<string, number> = {
    LO2: 3600,
    DE: 95000,
    CANG3: 950000,
    XIEN2: 17000,
    XIEN3: 76000,
    XIEN4: 350000,
    DAU: 9500,
    DUOI: 9500,
  };
  const o = odds[betType] as number;
  switch (betType) {
    case 'LO2':
      return {
        refund: false,
        returnMilli: o * picks.reduce((n, pick) => n + endings.filter((e) => e === pick).length, 0),
      };
    case 'DE':
      return { refund: false, returnMilli: picks.includes(s.slice(3)) ? o : 0 };
    case 'CANG3':
      return { refund: false, returnMilli: picks.includes(s.slice(2)) ? o : 0 };
    case 'DAU':
      return { refund: false, returnMilli: picks.includes(s[3] as string) ? o : 0 };
    case 'DUOI':
      return { refund: false, returnMilli: picks.includes(s[4] as string) ? o : 0 };
    default:
      return { refund: false, returnMilli: picks.every((p) => endings.includes(p)) ? o : 0 };
  }
}

const digitsText = (next: (n: number) => number, length: number) =>
  Array.from({ length }, () => next(10)).join('');

export function randomResult(family: LotteryFamily, next: (n: number) => number): LotteryResult {
  if (family === 'FAST5') return { family, digits: Array.from({ length: 5 }, () => next(10)) };
  const many = (count: number, length: number) =>
    Array.from({ length: count }, () => digitsText(next, length));
  return {
    family,
    special: digitsText(next, 5),
    first: digitsText(next, 5),
    second: many(2, 5),
    third: many(6, 5),
    fourth: many(4, 4),
    fifth: many(6, 4),
    sixth: many(3, 3),
    seventh: many(4, 2),
  };
}

export function randomContent(betType: string, next: (n: number) => number): string {
  const some = (make: () => string, max: number) => Array.from({ length: 1 + next(max) }, make).join(',');
  switch (betType) {
    case 'POS_DIGIT':
      return `${1 + next(5)}:${some(() => String(next(10)), 4)}`;
    case 'BIG_SMALL':
      return some(() => (next(2) ? 'BIG' : 'SMALL'), 2);
    case 'ODD_EVEN':
      return some(() => (next(2) ? 'ODD' : 'EVEN'), 2);
    case 'SUM':
      return String(next(46));
    case 'DRAGON_TIGER':
      return some(() => (next(2) ? 'DRAGON' : 'TIGER'), 2);
    case 'FRONT3_STRAIGHT':
      return 'STRAIGHT';
    case 'FRONT3_GROUP6': {
      const picks = new Set<string>();
      const size = 3 + next(8);
      while (picks.size < size) picks.add(String(next(10)));
      return [...picks].join(',');
    }
    case 'LO2':
    case 'DE':
      return some(() => digitsText(next, 2), 5);
    case 'CANG3':
      return some(() => digitsText(next, 3), 5);
    case 'DAU':
    case 'DUOI':
      return some(() => String(next(10)), 3);
    default: {
      const k = Number(betType.slice(-1));
      const picks = new Set<string>();
      while (picks.size < k) picks.add(digitsText(next, 2));
      return [...picks].join(',');
    }
  }
}

// An independent verifier: node:crypto and its own code from docs/fairness.md (it does not import
// the engine's stream), compared with the engine over many seeds.
interface NodeCrypto {
  createHash(algorithm: 'sha256'): { update(text: string): { digest(encoding: 'hex'): string } };
  createHmac(algorithm: 'sha256', key: string): { update(text: string): { digest(): Uint8Array } };
}
const nodeCrypto = (): Promise<NodeCrypto> => {
  const name = 'node:crypto';
  return import(name) as Promise<NodeCrypto>;
};

/** A draw's commitment and result text (spec 3 form) by node:crypto, from docs/fairness.md alone. */
export async function independentDraw(family: LotteryFamily, seed: string, gameCode: string, numero: string) {
  const crypto = await nodeCrypto();
  const lengths =
    family === 'FAST5'
      ? [1, 1, 1, 1, 1]
      : [5, 5, 5, 5, ...Array(6).fill(5), ...Array(4).fill(4), ...Array(6).fill(4), 3, 3, 3, 2, 2, 2, 2];
  const need = lengths.reduce((a, b) => a + b, 0);
  const digits: number[] = [];
  for (let block = 0; digits.length < need; block++) {
    const mac = crypto.createHmac('sha256', seed).update(`${gameCode}:${numero}:${block}`).digest();
    for (const byte of mac) if (byte < 250 && digits.length < need) digits.push(byte % 10);
  }
  const hash = crypto.createHash('sha256').update(seed).digest('hex');
  if (family === 'FAST5') return { hash, text: digits.join(',') };
  const numbers: string[] = [];
  let at = 0;
  for (const length of lengths) {
    numbers.push(digits.slice(at, at + length).join(''));
    at += length;
  }
  const cuts = [0, 1, 2, 4, 10, 14, 20, 23, 27];
  const parts = cuts.slice(0, -1).map((from, i) => numbers.slice(from, cuts[i + 1]).join(','));
  return { hash, text: parts.join('~') };
}
