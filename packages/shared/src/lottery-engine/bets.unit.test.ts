import { describe, expect, it } from 'vitest';
import type { LotteryFamily, LotteryResult } from '../lottery.ts';
import { evaluateLotteryBet, FAST5_SUM_WAYS, LOTTERY_BET_TYPES, oddsText, parseLotteryBet } from './bets.ts';

// Bet types of docs/lottery-rules.md: parsing and the exact expected return of every type (the
// randomised comparison with an independent evaluator: bets-random.unit.test.ts).

const parse = (family: LotteryFamily, betType: string, content: string) => {
  const answer = parseLotteryBet(family, betType, content);
  if (!answer.ok) throw new Error(answer.message);
  return answer.bet;
};
const refused = (family: LotteryFamily, betType: string, content: string) => {
  const answer = parseLotteryBet(family, betType, content);
  return answer.ok ? 'accepted' : answer.message;
};

describe('bet types', () => {
  it('has at least 5 types per family, unique upper-snake ids, examples that parse', () => {
    for (const family of ['FAST5', 'VNN'] as const) {
      const types = LOTTERY_BET_TYPES[family];
      expect(types.length).toBeGreaterThanOrEqual(5);
      expect(new Set(types.map((t) => t.id)).size).toBe(types.length);
      for (const type of types) {
        expect(type.id).toMatch(/^[A-Z0-9_]{2,24}$/);
        expect(type.family).toBe(family);
        expect(parse(family, type.id, type.example).oddsMilli).toBeGreaterThan(1000);
      }
    }
  });
  it("keeps the largest contents within the bet slip's 400 characters", () => {
    const many = (count: number, length: number) =>
      Array.from({ length: count }, (_, i) => String(i).padStart(length, '0')).join(',');
    expect(parse('VNN', 'LO2', many(100, 2)).content.length).toBeLessThanOrEqual(400);
    expect(parse('VNN', 'CANG3', many(100, 3)).content.length).toBeLessThanOrEqual(400);
    expect(refused('VNN', 'CANG3', many(101, 3))).toContain('at most 100');
  });
  it('prints odds as decimals', () => {
    expect([oddsText(9800), oddsText(1960), oddsText(95000), oddsText(3600), oddsText(1234)]).toEqual([
      '9.8',
      '1.96',
      '95',
      '3.6',
      '1.234',
    ]);
  });
});

describe('parseLotteryBet', () => {
  it('normalises FAST5 contents', () => {
    expect(parse('FAST5', 'POS_DIGIT', ' 3 : 7,1,7 ')).toEqual({
      betType: 'POS_DIGIT',
      content: '3:1,7',
      combinations: 2,
      odds: '9.8',
      oddsMilli: 9800,
      selections: ['3:1', '3:7'],
    });
    expect(parse('FAST5', 'BIG_SMALL', 'small,big,Big')).toMatchObject({
      content: 'BIG,SMALL',
      combinations: 2,
    });
    expect(parse('FAST5', 'ODD_EVEN', 'even')).toMatchObject({ content: 'EVEN', selections: ['EVEN'] });
    expect(parse('FAST5', 'SUM', '07')).toMatchObject({ content: '7', odds: '296.969', selections: ['7'] });
    expect(parse('FAST5', 'SUM', '0')).toMatchObject({ odds: '98000' });
    expect(parse('FAST5', 'DRAGON_TIGER', 'tiger')).toMatchObject({ content: 'TIGER', combinations: 1 });
    expect(parse('FAST5', 'FRONT3_GROUP6', '9,1,7,3,1')).toMatchObject({
      content: '1,3,7,9',
      combinations: 4,
      odds: '163',
      selections: ['137', '139', '179', '379'],
    });
    expect(parse('FAST5', 'FRONT3_STRAIGHT', 'straight')).toMatchObject({
      content: 'STRAIGHT',
      odds: '20.4',
    });
  });
  it('normalises VNN contents', () => {
    expect(parse('VNN', 'LO2', '17,05,17')).toMatchObject({
      content: '05,17',
      combinations: 2,
      selections: ['05', '17'],
    });
    expect(parse('VNN', 'DE', '99')).toMatchObject({ content: '99', odds: '95' });
    expect(parse('VNN', 'CANG3', '527,001')).toMatchObject({
      content: '001,527',
      combinations: 2,
      odds: '950',
    });
    expect(parse('VNN', 'XIEN3', '68,05,17')).toMatchObject({
      content: '05,17,68',
      combinations: 1,
      selections: ['05-17-68'],
    });
    expect(parse('VNN', 'DAU', '9,0')).toMatchObject({ content: '0,9', combinations: 2 });
    expect(parse('VNN', 'DUOI', '7')).toMatchObject({ content: '7', odds: '9.5' });
  });
  it('refuses bad contents with a message naming the fix', () => {
    expect(refused('FAST5', 'LO2', '05')).toContain('not a FAST5 bet type');
    expect(refused('FAST5', 'POS_DIGIT', '6:1')).toContain('position 1-5');
    expect(refused('FAST5', 'POS_DIGIT', '3:')).toContain('position 1-5');
    expect(refused('FAST5', 'POS_DIGIT', '3:12')).toContain('position 1-5');
    expect(refused('FAST5', 'BIG_SMALL', 'HUGE')).toContain('BIG, SMALL');
    expect(refused('FAST5', 'SUM', '46')).toContain('0 to 45');
    expect(refused('FAST5', 'SUM', '1,2')).toContain('0 to 45');
    expect(refused('FAST5', 'FRONT3_GROUP6', '1,1,2')).toContain('3 to 10 different digits');
    expect(refused('FAST5', 'FRONT3_STRAIGHT', 'RUN')).toContain('STRAIGHT');
    expect(refused('VNN', 'LO2', '5')).toContain('2-digit');
    expect(refused('VNN', 'LO2', '05,,17')).toContain('2-digit');
    expect(refused('VNN', 'DE', '')).toContain('2-digit');
    expect(refused('VNN', 'XIEN2', '05,05')).toContain('exactly 2');
    expect(refused('VNN', 'XIEN4', '05,17,68')).toContain('exactly 4');
    expect(refused('VNN', 'DAU', '10')).toContain('1-digit');
  });
  it('refuses evaluating a bad bet or a result of another family', () => {
    const fast5: LotteryResult = { family: 'FAST5', digits: [1, 2, 3, 4, 5] };
    expect(() => evaluateLotteryBet('FAST5', 'SUM', '99', fast5)).toThrow();
    expect(() => evaluateLotteryBet('VNN', 'DE', '05', fast5)).toThrow('FAST5 result');
  });
});

// ---- Exact expected returns (stake included, per unit staked) ----

type Fraction = [bigint, bigint];
const reduce = ([n, d]: Fraction): Fraction => {
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  const g = gcd(n < 0n ? -n : n, d);
  return [n / g, d / g];
};
const asNumber = ([n, d]: Fraction) => Number(n) / Number(d);

const fast5 = (n: number): LotteryResult => ({
  family: 'FAST5',
  digits: String(n).padStart(5, '0').split('').map(Number),
});

/** Sum over all 100,000 FAST5 results of what one bet returns, exact. */
function fast5Return(betType: string, content: string): Fraction {
  const combinations = BigInt(parse('FAST5', betType, content).combinations);
  let milli = 0n;
  for (let n = 0; n < 100000; n++) {
    const answer = evaluateLotteryBet('FAST5', betType, content, fast5(n));
    milli += answer.refund ? 1000n * combinations : BigInt(answer.returnMilli);
  }
  return reduce([milli, 1000n * 100000n * combinations]);
}

describe('expected return, FAST5 (all 100,000 results)', () => {
  it('matches docs/lottery-rules.md and keeps a house edge', () => {
    const table: [string, string, Fraction][] = [
      ['POS_DIGIT', '3:7', [98n, 100n]],
      ['POS_DIGIT', '1:0,1,2', [98n, 100n]],
      ['BIG_SMALL', 'BIG', [98n, 100n]],
      ['BIG_SMALL', 'SMALL', [98n, 100n]],
      ['ODD_EVEN', 'ODD', [98n, 100n]],
      ['ODD_EVEN', 'EVEN', [98n, 100n]],
      ['DRAGON_TIGER', 'DRAGON', [982n, 1000n]],
      ['DRAGON_TIGER', 'TIGER', [982n, 1000n]],
      ['FRONT3_STRAIGHT', 'STRAIGHT', [9792n, 10000n]],
      ['FRONT3_GROUP6', '1,3,7,9', [978n, 1000n]],
      ['FRONT3_GROUP6', '0,1,2', [978n, 1000n]],
    ];
    for (const [betType, content, expected] of table)
      expect([betType, content, fast5Return(betType, content)]).toEqual([betType, content, reduce(expected)]);
  }, 60_000);
  it('SUM returns at most 98% for every sum, at least 97.99%', () => {
    const ways = new Array<number>(46).fill(0);
    for (let n = 0; n < 100000; n++) {
      const s = fast5(n);
      if (s.family !== 'FAST5') continue;
      const sum = s.digits.reduce((a, b) => a + b, 0);
      ways[sum] = (ways[sum] as number) + 1;
    }
    expect(FAST5_SUM_WAYS).toEqual(ways);
    for (let sum = 0; sum <= 45; sum++) {
      const odds = parse('FAST5', 'SUM', String(sum)).oddsMilli;
      const ret = ((ways[sum] as number) * odds) / 1000 / 100000;
      expect(ret).toBeLessThanOrEqual(0.98);
      expect(ret).toBeGreaterThan(0.9799);
    }
    // One exhaustive pass through evaluateLotteryBet for the likeliest sum.
    const ways22 = ways[22] as number;
    expect(fast5Return('SUM', '22')).toEqual(
      reduce([BigInt(ways22 * Math.floor(98000000 / ways22)), 10n ** 8n]),
    );
  }, 60_000);
});

const sheet = (special: string, lo: string[] = []): LotteryResult => {
  // 26 other prizes: their last two digits from `lo`, padded with 5-digit fillers ending in 'xx'.
  const others = Array.from({ length: 26 }, (_, i) => lo[i] ?? String(i).padStart(2, '0'));
  const pad = (n: string, length: number) => n.padStart(length, '9');
  return {
    family: 'VNN',
    special,
    first: pad(others[0] as string, 5),
    second: others.slice(1, 3).map((n) => pad(n, 5)),
    third: others.slice(3, 9).map((n) => pad(n, 5)),
    fourth: others.slice(9, 13).map((n) => pad(n, 4)),
    fifth: others.slice(13, 19).map((n) => pad(n, 4)),
    sixth: others.slice(19, 22).map((n) => pad(n, 3)),
    seventh: others.slice(22, 26).map((n) => pad(n, 2)),
  };
};

describe('expected return, VNN', () => {
  it('DE, CANG3, DAU, DUOI: exact over every special ending 000-999', () => {
    const totals: Record<string, bigint> = { DE: 0n, CANG3: 0n, DAU: 0n, DUOI: 0n };
    const bets: [string, string][] = [
      ['DE', '27'],
      ['CANG3', '527'],
      ['DAU', '2'],
      ['DUOI', '7'],
    ];
    for (let n = 0; n < 1000; n++) {
      const result = sheet(`12${String(n).padStart(3, '0')}`);
      for (const [betType, content] of bets)
        totals[betType] =
          (totals[betType] as bigint) +
          BigInt(evaluateLotteryBet('VNN', betType, content, result).returnMilli);
    }
    expect(reduce([totals.DE as bigint, 1000n * 1000n])).toEqual(reduce([95n, 100n]));
    expect(reduce([totals.CANG3 as bigint, 1000n * 1000n])).toEqual(reduce([95n, 100n]));
    expect(reduce([totals.DAU as bigint, 1000n * 1000n])).toEqual(reduce([95n, 100n]));
    expect(reduce([totals.DUOI as bigint, 1000n * 1000n])).toEqual(reduce([95n, 100n]));
  });
  it('LO2: 27 appearances of 100 possible endings, each paying 3.6 (97.2%)', () => {
    // Linearity: each of the 27 prizes ends in the number with chance 1/100; one prize varied
    // over its 100 endings adds exactly 1 appearance per 100 results.
    let milli = 0n;
    for (let n = 0; n < 100; n++) {
      const result = sheet('00000', [String(n).padStart(2, '0'), ...Array(25).fill('99')]);
      milli += BigInt(evaluateLotteryBet('VNN', 'LO2', '42', result).returnMilli);
    }
    expect(milli).toBe(3600n);
    const [n, d] = reduce([27n * 3600n, 100n * 1000n]);
    expect([n, d]).toEqual([243n, 250n]);
    expect(asNumber([n, d])).toBe(0.972);
  });
  it('XIEN2/3/4: exact chance that k given numbers each appear among 27 lô endings', () => {
    const choose = (n: number, k: number): bigint => {
      let r = 1n;
      for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
      return r;
    };
    const chance = (k: number): Fraction => {
      let num = 0n;
      for (let j = 0; j <= k; j++) num += (j % 2 ? -1n : 1n) * choose(k, j) * BigInt(100 - j) ** 27n;
      return reduce([num, 100n ** 27n]);
    };
    const expected = { XIEN2: 0.933, XIEN3: 0.9346, XIEN4: 0.9345 };
    for (const type of LOTTERY_BET_TYPES.VNN.filter((t) => t.pickCount)) {
      const [n, d] = chance(type.pickCount as number);
      const ret = asNumber([n * BigInt(type.oddsMilli), d * 1000n]);
      expect(ret).toBeLessThan(1);
      expect(ret).toBeCloseTo(expected[type.id as keyof typeof expected], 4);
    }
  });
});
