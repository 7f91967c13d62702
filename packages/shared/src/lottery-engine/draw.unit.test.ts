import { describe, expect, it } from 'vitest';
import {
  drawLotteryResult,
  lotteryDigitCount,
  lotterySeedHash,
  newLotterySeed,
  VNN_SHEET,
  vnnNumbers,
  winningNumberText,
} from './draw.ts';
import { independentDraw } from './rules-oracle.ts';

// Known vectors: the hashes from `printf %s <seed> | openssl dgst -sha256`, the results from an
// independent Python script of the construction (docs/fairness.md, "Check it yourself").
const SEED = '4f3c2a1b9d8e7f60112233445566778899aabbccddeeff001122334455667788';
const ZERO = '0'.repeat(64);

describe('lottery seed', () => {
  it('commits with SHA-256 of the 64 ASCII characters, as openssl does', async () => {
    expect(await lotterySeedHash(SEED)).toBe(
      '545337f006e6e44a68482f86c2b0d92a724a26e8a932fbc5cafb3e280437194b',
    );
    expect(await lotterySeedHash(ZERO)).toBe(
      '60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55',
    );
  });
  it('refuses a seed that is not 64 lowercase hex characters', async () => {
    await expect(lotterySeedHash(SEED.toUpperCase())).rejects.toThrow('64 lowercase hex');
    await expect(drawLotteryResult('FAST5', SEED.slice(2), 'F5M1', '1')).rejects.toThrow('64 lowercase hex');
  });
  it('makes fresh 64-hex seeds', () => {
    const a = newLotterySeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newLotterySeed()).not.toBe(a);
  });
});

describe('drawLotteryResult', () => {
  it('draws the known FAST5 results', async () => {
    const result = await drawLotteryResult('FAST5', SEED, 'F5M1', '20261124-0931');
    expect(result).toEqual({ family: 'FAST5', digits: [0, 3, 6, 1, 9] });
    expect(winningNumberText(result)).toBe('0,3,6,1,9');
    expect(winningNumberText(await drawLotteryResult('FAST5', ZERO, 'F5M1', '1'))).toBe('2,9,8,7,9');
  });
  it('draws the known VNN sheets', async () => {
    expect(winningNumberText(await drawLotteryResult('VNN', SEED, 'VNN1', '20261124-0931'))).toBe(
      '77558~74904~27251,35752~84477,49367,98210,41036,30994,17430~1236,9769,6078,4474~1729,0104,9254,0099,3003,2659~243,864,451~87,56,60,58',
    );
    const zero = await drawLotteryResult('VNN', ZERO, 'VNN1', '20261124-1');
    expect(winningNumberText(zero)).toBe(
      '35728~83379~51327,17780~08690,99281,80800,38746,23543,12936~3326,4443,8057,9652~1647,5923,9651,3054,8377,4720~207,133,355~17,22,14,54',
    );
    if (zero.family !== 'VNN') throw new Error('VNN expected');
    expect(zero.special).toBe('35728');
    expect(zero.third[0]).toBe('08690');
  });
  it('has a 27-prize northern sheet of 107 digits', async () => {
    expect(VNN_SHEET.reduce((n, [, count]) => n + count, 0)).toBe(27);
    expect(lotteryDigitCount('VNN')).toBe(107);
    expect(lotteryDigitCount('FAST5')).toBe(5);
    const result = await drawLotteryResult('VNN', SEED, 'VNN1', '7');
    if (result.family !== 'VNN') throw new Error('VNN expected');
    const numbers = vnnNumbers(result);
    expect(numbers).toHaveLength(27);
    expect(numbers.map((n) => n.length)).toEqual([
      5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2,
    ]);
  });
  it('depends on the game code and the numero', async () => {
    const a = winningNumberText(await drawLotteryResult('VNN', SEED, 'VNN1', '1'));
    expect(winningNumberText(await drawLotteryResult('VNN', SEED, 'VNN2', '1'))).not.toBe(a);
    expect(winningNumberText(await drawLotteryResult('VNN', SEED, 'VNN1', '2'))).not.toBe(a);
  });
});

// The independent verifier (rules-oracle.ts): node:crypto and code of its own from docs/fairness.md.
describe('independent verifier (node:crypto)', () => {
  it('agrees with the engine on 300 random draws of each family', async () => {
    for (let i = 0; i < 300; i++) {
      const seed = newLotterySeed();
      for (const family of ['FAST5', 'VNN'] as const) {
        const gameCode = family === 'FAST5' ? 'F5M1' : 'VNN1';
        const numero = `20261124-${i}`;
        const expected = await independentDraw(family, seed, gameCode, numero);
        expect(await lotterySeedHash(seed)).toBe(expected.hash);
        expect(winningNumberText(await drawLotteryResult(family, seed, gameCode, numero))).toBe(
          expected.text,
        );
      }
    }
  });
});
