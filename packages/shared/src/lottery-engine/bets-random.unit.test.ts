import { describe, expect, it } from 'vitest';
import type { LotteryFamily } from '../lottery.ts';
import { volume } from '../test-volume.ts';
import { evaluateLotteryBet, LOTTERY_BET_TYPES, parseLotteryBet } from './bets.ts';
import { byTheRules, randomContent, randomResult, rng } from './rules-oracle.ts';

// issue 13 acceptance: at least 5,000 random bets of every type, each compared with an evaluator
// written from docs/lottery-rules.md alone (rules-oracle.ts) (it shares no code with bets.ts but the parser's
// normalised content). The default run compares 500 of every type; the 5,000 run in the slow
// tier (docs/testing.md).

const BETS_PER_TYPE = volume({ small: 500, full: 5000 });

const parse = (family: LotteryFamily, betType: string, content: string) => {
  const answer = parseLotteryBet(family, betType, content);
  if (!answer.ok) throw new Error(answer.message);
  return answer.bet;
};

describe('randomised against the rules text', () => {
  it(`agrees on ${BETS_PER_TYPE.toLocaleString('en')} bets of every type`, () => {
    const next = rng(20261124);
    let wins = 0;
    let refunds = 0;
    for (const family of ['FAST5', 'VNN'] as const) {
      for (const type of LOTTERY_BET_TYPES[family]) {
        for (let i = 0; i < BETS_PER_TYPE; i++) {
          // Draw FRONT3 and XIEN results biased towards winning, so both branches are exercised.
          const result = randomResult(family, next);
          const content = parse(family, type.id, randomContent(type.id, next)).content;
          if (type.id === 'FRONT3_STRAIGHT' && result.family === 'FAST5' && i % 4 === 0) {
            const low = next(8);
            result.digits.splice(0, 3, low + 2, low, low + 1);
          }
          if (type.pickCount && result.family === 'VNN' && i % 4 === 0)
            content.split(',').forEach((pick, j) => {
              result.third[j] = `123${pick}`;
            });
          const actual = evaluateLotteryBet(family, type.id, content, result);
          const expected = byTheRules(type.id, content, result);
          if (JSON.stringify(actual) !== JSON.stringify(expected))
            throw new Error(
              `${type.id} ${content} on ${JSON.stringify(result)}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`,
            );
          if (actual.returnMilli > 0) wins++;
          if (actual.refund) refunds++;
        }
      }
    }
    // Both branches often (about 29% of bets win, 0.7% are refunded), at any volume.
    expect(wins).toBeGreaterThan(2 * BETS_PER_TYPE);
    expect(refunds).toBeGreaterThan(BETS_PER_TYPE / 50);
  }, 60_000);
});
