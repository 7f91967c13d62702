import { createHash, createHmac } from 'node:crypto';
import { API_PATHS, type PlayResponse, SLOT_PAYTABLE, SLOT_REELS } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.ts';
import {
  fundedMember,
  launchBuiltIn,
  listenWithBuiltInVendors,
  vendorCall,
  walletBalance,
} from '../../../test/built-in-vendors.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { volume } from '../../../test/volume.ts';

// Issue 12 "Fairness": 10,000 in-house rounds played over HTTP by several players, their seeds
// rotated now and then and at the end, then every stored outcome and payout recomputed from the
// revealed seeds alone by the few lines below: node:crypto and the published construction
// (docs/provably-fair.md), not the engine module; only the published reel strips and paytable
// are read from it. The players' balances must equal their stakes and payouts.

// The default run recomputes 400 rounds on either driver: every family, every player, seeds
// rotated mid-play. The slow tier (docs/testing.md) runs the acceptance's 10,000 on PostgreSQL
// (about 1.5 min of CPU) and 2,000 on PGlite, which answers one query at a time.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const ROUNDS = volume({ small: 400, full: onPostgres ? 10_000 : 2000 });
const PLAYERS = 8;
const t_ = useTestApp({ RATE_LIMIT_MAX: '10000000' });
const IN = API_PATHS.inhouseApi;
let baseUrl = '';

beforeAll(async () => {
  ({ baseUrl } = await listenWithBuiltInVendors(t_));
});

// ---- the independent recomputation ----
function draws(serverSeed: string, clientSeed: string, nonce: number) {
  let block = Buffer.alloc(0);
  let cursor = 0;
  let offset = 32;
  const uint32 = () => {
    if (offset === 32) {
      block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor++}`).digest();
      offset = 0;
    }
    offset += 4;
    return block.readUInt32BE(offset - 4);
  };
  return (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const v = uint32();
      if (v < limit) return v % n;
    }
  };
}
const choose = (n: number, k: number) => {
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
};
type Row = typeof t.fairRound.$inferSelect;

function recompute(row: Row, serverSeed: string): { outcome: Record<string, unknown>; payout: number } {
  const next = draws(serverSeed, row.clientSeed, row.nonce);
  const stake = BigInt(row.stakeMinor);
  if (row.family === 'dice') {
    const { target, side } = row.params as { target: number; side: string };
    const roll = next(10_000);
    const t100 = Math.round(target * 100);
    const wins = side === 'over' ? 9_999 - t100 : t100;
    const win = side === 'over' ? roll > t100 : roll < t100;
    return { outcome: { roll: roll / 100, win }, payout: win ? Number((stake * 9_900n) / BigInt(wins)) : 0 };
  }
  if (row.family === 'slot') {
    const stops = SLOT_REELS.map((strip) => next(strip.length));
    const line = stops.map((stop, reel) => SLOT_REELS[reel]?.[stop]);
    const rule = SLOT_PAYTABLE.find((r) => r.pattern.every((s, i) => s === null || s === line[i]));
    return { outcome: { stops, symbols: line }, payout: row.stakeMinor * (rule?.multiplier ?? 0) };
  }
  const m = (row.params as { mines: number }).mines;
  const tiles = Array.from({ length: 25 }, (_, i) => i);
  for (let i = 0; i < m; i++) {
    const j = i + next(25 - i);
    [tiles[i], tiles[j]] = [tiles[j] as number, tiles[i] as number];
  }
  const mines = tiles.slice(0, m).sort((a, b) => a - b);
  const revealed = (row.outcome as { revealed: number[] }).revealed;
  const hit = revealed.find((tile) => mines.includes(tile));
  const k = revealed.length;
  const payout = hit === undefined ? Number((stake * 99n * choose(25, k)) / (100n * choose(25 - m, k))) : 0;
  return { outcome: { mines, mineHit: hit ?? null }, payout };
}

// ---- the play ----
type Family = 'dice' | 'slot' | 'mines';

/** Calls answered other than 200: a run short of rounds says which failed and why. */
const refused: string[] = [];
async function call<T = Record<string, unknown>>(path: string, token: string, body: unknown) {
  const res = await vendorCall<T>(baseUrl, path, token, body);
  if (res.status !== 200) refused.push(`${path}: ${res.status} ${res.body.error?.code}`);
  return res;
}

/** `count` rounds of one family on its session, the player's seeds rotated every quarter of it. */
async function playFamily(token: string, family: Family, count: number, salt: number) {
  // Rotations mid-session at any volume (a fixed 150 rounds left runs of 2,000 and fewer with
  // none), so every session's rounds span several seeds.
  const rotateEvery = Math.max(1, Math.floor(count / 4));
  for (let i = 0; i < count; i++) {
    const n = salt + i;
    if (i > 0 && i % rotateEvery === 0) await call(`${IN}/seeds/rotate`, token, {});
    if (family === 'dice') {
      const body = { amount: '1.00', target: 1 + ((n * 37) % 9_798) / 100, side: n % 2 ? 'over' : 'under' };
      await call(`${IN}/dice/play`, token, body);
    } else if (family === 'slot') {
      await call(`${IN}/slot/play`, token, { amount: '1.00' });
    } else {
      const body = { amount: '1.00', mines: 1 + (n % 24) };
      const roundId = (await call<PlayResponse>(`${IN}/mines/play`, token, body)).body.value.round.id;
      let state = 'open';
      for (let k = 0; state === 'open' && k < 1 + (n % 3); k++) {
        const reveal = { roundId, tile: (n + k * 7) % 25 };
        state = (await call<PlayResponse>(`${IN}/mines/reveal`, token, reveal)).body.value.round.state;
      }
      if (state === 'open') await call(`${IN}/mines/cashout`, token, { roundId });
    }
  }
}

describe(`${ROUNDS.toLocaleString('en')} in-house rounds`, () => {
  it('recompute, from the revealed seeds alone, to every stored outcome and payout', async () => {
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const member = await fundedMember(t_.db, 10_000_000);
        // Each family's session plays its own family: three launches per player.
        const tokens = await Promise.all(
          ['dice', 'slot', 'mines'].map(
            async (f) => (await launchBuiltIn(baseUrl, member.headers, `INHOUSE:${f}`)).token,
          ),
        );
        return { member, tokens };
      }),
    );
    // Dice and slot 9 in 20 each, mines (several calls a round) 1 in 10, each family on a
    // session launched for it.
    const tenth = Math.ceil(ROUNDS / PLAYERS / 10);
    await Promise.all(
      players.map(async ({ tokens: [dice, slot, mines] }, p) => {
        await playFamily(dice as string, 'dice', tenth * 4.5, p * 100_003);
        await playFamily(slot as string, 'slot', tenth * 4.5, p * 100_003);
        await playFamily(mines as string, 'mines', tenth, p * 100_003);
      }),
    );
    await Promise.all(players.map(({ tokens }) => call(`${IN}/seeds/rotate`, tokens[0] as string, {})));
    expect(refused).toEqual([]);

    const rows = await t_.db
      .select({ round: t.fairRound, seed: t.fairSeed })
      .from(t.fairRound)
      .innerJoin(t.fairSeed, eq(t.fairSeed.id, t.fairRound.seedId))
      .where(eq(t.fairRound.provider, 'inhouse'));
    expect(rows.length).toBeGreaterThanOrEqual(ROUNDS);
    let mismatches = 0;
    for (const { round, seed } of rows) {
      expect(seed.revealedAt).not.toBeNull();
      expect(createHash('sha256').update(seed.serverSeed).digest('hex')).toBe(seed.serverSeedHash);
      const { outcome, payout } = recompute(round, seed.serverSeed);
      const stored = round.outcome as Record<string, unknown>;
      const same =
        round.state === 'settled' &&
        round.payoutMinor === payout &&
        Object.entries(outcome).every(
          ([key, value]) => JSON.stringify(stored[key]) === JSON.stringify(value),
        );
      if (!same) mismatches += 1;
    }
    expect(mismatches).toBe(0);
    // Money: each wallet moved by exactly its rounds' payouts less stakes.
    for (const { member } of players) {
      const mine = rows.filter(({ round }) => round.playerId === String(member.member.id));
      const net = mine.reduce((sum, { round }) => sum + round.payoutMinor - round.stakeMinor, 0);
      expect(await walletBalance(t_.db, member.wallet.id)).toBe(10_000_000 + net);
    }
  }, 1_200_000);
});
