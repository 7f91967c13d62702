import { describe, expect, it } from 'vitest';
import {
  diceMultiplier,
  dicePayoutMinor,
  diceTargetHundredths,
  diceWinChance,
  diceWinningRolls,
} from './dice.ts';
import { hmacSha256, sha256Hex, toHex } from './hmac.ts';
import { minesMultiplier, minesPayoutMinor } from './mines.ts';
import { computeRound, minesSettlement } from './round.ts';
import { ByteStream } from './stream.ts';

// Known vectors: the HMACs from `printf %s <message> | openssl dgst -sha256 -hmac <seed>`, the
// outcomes from an independent Python script of the construction (docs/provably-fair.md).
const SEED = '4f3c2a1b9d8e7f60112233445566778899aabbccddeeff00112233445566778';

describe('hmac', () => {
  it('matches openssl', async () => {
    expect(toHex(await hmacSha256(SEED, 'abc:0:0'))).toBe(
      '22a45a8942538a0fb9cddd4d470afc8ed020dd71d69fd3709e2ab16b046634c3',
    );
    expect(toHex(await hmacSha256(SEED, 'lobby:7:0'))).toBe(
      'd0749caead62f889697ced5e070919d4bc8de82a17eb9fb75557789c1e1b3c5d',
    );
  });
  it('hashes the seed text as sha256sum does', async () => {
    expect(await sha256Hex(SEED)).toBe('269b35c3a65a0d5f5e935eed416dda104b1501f485c61c4e9303b3c28da38b1e');
  });
});

describe('known rounds', () => {
  it('dice', async () => {
    const round = await computeRound(
      'dice',
      { serverSeed: SEED, clientSeed: 'abc', nonce: 0 },
      { target: 50, side: 'over' },
    );
    expect(round).toEqual({ roll: 64.25, win: true, multiplier: 1.9803 });
    const next = await computeRound(
      'dice',
      { serverSeed: SEED, clientSeed: 'abc', nonce: 1 },
      { target: 50, side: 'under' },
    );
    expect(next).toEqual({ roll: 71.59, win: false, multiplier: 0 });
  });
  it('slot', async () => {
    const spin = await computeRound('slot', { serverSeed: SEED, clientSeed: 'lobby', nonce: 7 }, {});
    expect(spin.stops).toEqual([6, 17, 14]);
    expect(spin.symbols).toEqual(['seven', 'bell', 'orange']);
    expect(spin.multiplier).toBe(0);
    expect(spin.window[1]).toEqual(spin.symbols);
  });
  it('mines', async () => {
    const seeds = { serverSeed: SEED, clientSeed: 'lobby', nonce: 8 };
    expect((await computeRound('mines', seeds, { mines: 3 })).mines).toEqual([2, 17, 19]);
    expect((await computeRound('mines', seeds, { mines: 24 })).mines).toEqual(
      Array.from({ length: 24 }, (_, i) => i),
    );
  });
});

describe('stream', () => {
  it('skips values in the incomplete top range (no modulo bias)', () => {
    // 2^32 % 10000 = 7296: values from 4294960000 up are redrawn.
    const block = new Uint8Array(32);
    new DataView(block.buffer).setUint32(0, 4_294_960_000);
    new DataView(block.buffer).setUint32(4, 4_294_959_999);
    const stream = new ByteStream((cursor) => (cursor === 0 ? block : undefined));
    expect(stream.nextInt(10_000)).toBe(9_999);
  });
  it('moves to the next block after 32 bytes', () => {
    const stream = new ByteStream((cursor) => new Uint8Array(32).fill(cursor));
    for (let i = 0; i < 8; i++) expect(stream.nextUint32()).toBe(0);
    expect(stream.nextUint32()).toBe(0x01010101);
  });
});

describe('dice', () => {
  it.each([
    [{ target: 50, side: 'over' as const }, 4_999, 49.99, 1.9803],
    [{ target: 50, side: 'under' as const }, 5_000, 50, 1.98],
    [{ target: 1, side: 'under' as const }, 100, 1, 99],
    [{ target: 98.99, side: 'over' as const }, 100, 1, 99],
    [{ target: 75.5, side: 'under' as const }, 7_550, 75.5, 1.3112],
  ])('%o: %i winning rolls, %f%%, x%f', (params, rolls, chance, multiplier) => {
    expect(diceWinningRolls(params)).toBe(rolls);
    expect(diceWinChance(params)).toBe(chance);
    expect(diceMultiplier(params)).toBe(multiplier);
  });
  it('pays stake x 9900 / w, rounded down to the cent', () => {
    expect(dicePayoutMinor(100, { target: 50, side: 'over' })).toBe(198);
    expect(dicePayoutMinor(1_000_000, { target: 50, side: 'over' })).toBe(1_980_396);
  });
  it('takes only 2-decimal targets within 1.00..98.99', () => {
    expect(diceTargetHundredths(12.34)).toBe(1234);
    expect(diceTargetHundredths(12.345)).toBeNull();
    expect(diceTargetHundredths(0.99)).toBeNull();
    expect(diceTargetHundredths(99)).toBeNull();
  });
});

describe('mines', () => {
  it.each([
    [1, 1, 1.0312],
    [3, 1, 1.125],
    [3, 2, 1.2857],
    [24, 1, 24.75],
    [1, 24, 24.75],
    [5, 20, 53_130 * 0.99],
  ])('%i mines, %i safe: x%f', (mines, safe, multiplier) => {
    expect(minesMultiplier(mines, safe)).toBeCloseTo(multiplier, 4);
  });
  it('pays floor(stake x 99 C(25,k) / (100 C(25-m,k)))', () => {
    expect(minesPayoutMinor(100, 3, 2)).toBe(128);
    expect(minesPayoutMinor(100, 24, 1)).toBe(2_475);
  });
  it('settles a sequence of reveals', () => {
    expect(minesSettlement([2, 17, 19], [0, 1, 3])).toEqual({
      mineHit: null,
      safe: 3,
      multiplier: minesMultiplier(3, 3),
    });
    expect(minesSettlement([2, 17, 19], [0, 17, 3])).toEqual({ mineHit: 17, safe: 1, multiplier: 0 });
    expect(minesSettlement([2], [])).toEqual({ mineHit: null, safe: 0, multiplier: 0 });
  });
});
