import { createHash } from 'node:crypto';
import {
  API_PATHS,
  type FairRoundView,
  type InhouseSessionResponse,
  type PlayResponse,
  type RotateSeedsResponse,
  type SeedsResponse,
} from '@lobby/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.ts';
import {
  fundedMember,
  launchBuiltIn,
  listenWithBuiltInVendors,
  SANDBOX_VENDOR,
  vendorCall,
  walletBalance,
} from '../../../test/built-in-vendors.ts';
import { useTestApp } from '../../../test/test-app.ts';

// The built-in vendors end to end over real HTTP: launch, the game page's API, and every stake
// and payout moving through the signed wallet into the ledger (issue 12 "In-house vendor",
// "Sandbox aggregator"; decisions 078, 079).

const t_ = useTestApp({ RATE_LIMIT_MAX: '1000000' });
const IN = API_PATHS.inhouseApi;
const SBX = API_PATHS.sandboxAggregatorApi;
let baseUrl = '';

beforeAll(async () => {
  ({ baseUrl } = await listenWithBuiltInVendors(t_));
});

async function player(amountMinor = 100_000) {
  const member = await fundedMember(t_.db, amountMinor);
  const launch = (nodeId: string) => launchBuiltIn(baseUrl, member.headers, nodeId);
  return { member, launch, balance: () => walletBalance(t_.db, member.wallet.id) };
}

const roundsOf = (playerId: string) =>
  t_.db.select().from(t.fairRound).where(eq(t.fairRound.playerId, playerId));

describe('in-house vendor', () => {
  it('launches into its page with a token the session call accepts', async () => {
    const p = await player();
    const { gameUrl, token, family } = await p.launch('INHOUSE:dice');
    expect(gameUrl).toMatch(/^\/games\/inhouse\/dice\?token=INHOUSE\.dice\./);
    expect(family).toBe('dice');
    const res = await vendorCall<InhouseSessionResponse>(baseUrl, `${IN}/session`, token);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ family: 'dice', demo: false, balance: '1000.00', rtp: 0.99 });
    expect(res.body.value.seeds.nonce).toBe(0);
    expect(res.body.value.seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a missing or forged token', async () => {
    expect((await vendorCall(baseUrl, `${IN}/session`, null)).status).toBe(401);
    const forged = await vendorCall(baseUrl, `${IN}/session`, `INHOUSE.dice.${'x'.repeat(43)}`);
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('GAME_SESSION_INVALID');
  });

  it('plays dice: the stake and the payout move through the wallet, the round is stored and recorded', async () => {
    const p = await player();
    const { token } = await p.launch('INHOUSE:dice');
    const res = await vendorCall<PlayResponse>(baseUrl, `${IN}/dice/play`, token, {
      amount: '10.00',
      target: 50,
      side: 'over',
    });
    expect(res.status).toBe(200);
    const { round, balance, seeds } = res.body.value;
    const won = (round.outcome as { win: boolean }).win;
    expect(round.state).toBe('settled');
    expect(round.payout).toBe(won ? '19.80' : '0.00');
    expect(balance).toBe(won ? '1009.80' : '990.00');
    expect(await p.balance()).toBe(won ? 100_980 : 99_000);
    expect(seeds.nonce).toBe(1);
    expect(round.serverSeed).toBeNull();
    // The lobby's betting record holds the round with its fair data and verify page.
    const [record] = await t_.db
      .select()
      .from(t.gameRound)
      .where(and(eq(t.gameRound.vassalage, 'INHOUSE'), eq(t.gameRound.roundId, round.id)));
    expect(record).toMatchObject({ stakeMinor: 1000, winMinor: won ? 1980 : 0, state: 'settled' });
    expect(record?.vendorRecordUrl).toBe(`/games/inhouse/verify?round=${round.id}`);
    expect(record?.detail).toMatchObject({ family: 'dice', nonce: 0, clientSeed: round.clientSeed });
  });

  it('refuses bad input with a 400 naming the field, and moves nothing', async () => {
    const p = await player();
    const { token } = await p.launch('INHOUSE:dice');
    const cases: [unknown, string][] = [
      [{ amount: '1.00', target: 12.345, side: 'over' }, 'target'],
      [{ amount: '0.00', target: 50, side: 'over' }, 'amount'],
      [{ amount: '5000.00', target: 50, side: 'over' }, 'amount'],
      [{ amount: '1.00', target: 50, side: 'sideways' }, 'side'],
    ];
    for (const [body, field] of cases) {
      const res = await vendorCall(baseUrl, `${IN}/dice/play`, token, body);
      expect(res.status).toBe(400);
      expect(res.body.error.field ?? JSON.stringify(res.body.error)).toContain(field);
    }
    expect(await p.balance()).toBe(100_000);
    expect(await roundsOf(String(p.member.member.id))).toHaveLength(0);
  });

  it("refuses a stake above the balance with the wallet's code, storing no round", async () => {
    const p = await player(500);
    const { token } = await p.launch('INHOUSE:slot');
    const res = await vendorCall(baseUrl, `${IN}/slot/play`, token, { amount: '6.00' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('INSUFFICIENT_BALANCE');
    expect(await p.balance()).toBe(500);
    const seeds = await vendorCall<SeedsResponse>(baseUrl, `${IN}/seeds`, token);
    expect(seeds.body.value.current.nonce).toBe(0);
  });

  it('spins the slot and pays the paytable multiple', async () => {
    const p = await player();
    const { token } = await p.launch('INHOUSE:slot');
    const res = await vendorCall<PlayResponse>(baseUrl, `${IN}/slot/play`, token, { amount: '2.00' });
    const { round } = res.body.value;
    const outcome = round.outcome as { symbols: string[]; stops: number[] };
    expect(outcome.stops).toHaveLength(3);
    expect(round.payout).toBe((2 * round.multiplier).toFixed(2));
    expect(await p.balance()).toBe(100_000 - 200 + Math.round(200 * round.multiplier));
  });

  it('plays mines: reveals, cash-out, a mine; the mines stay hidden until the round ends', async () => {
    const p = await player();
    const { token } = await p.launch('INHOUSE:mines');
    // One mine: reveal until a safe tile or two, then cash out.
    const start = await vendorCall<PlayResponse>(baseUrl, `${IN}/mines/play`, token, {
      amount: '10.00',
      mines: 1,
    });
    const roundId = start.body.value.round.id;
    expect(start.body.value.round.outcome).toEqual({ revealed: [] });
    expect(await p.balance()).toBe(99_000);
    const early = await vendorCall(baseUrl, `${IN}/mines/cashout`, token, { roundId });
    expect(early.status).toBe(400);
    let last: FairRoundView | undefined;
    for (let tile = 0; tile < 25; tile++) {
      last = (await vendorCall<PlayResponse>(baseUrl, `${IN}/mines/reveal`, token, { roundId, tile })).body
        .value.round;
      if (last.state !== 'open' || (last.outcome as { revealed: number[] }).revealed.length === 2) break;
    }
    if (last?.state === 'open') {
      expect(last.outcome).not.toHaveProperty('mines');
      expect(last.multiplier).toBe(1.076); // 0.99 x C(25,2) / C(24,2), 4 decimals rounded down
      const again = await vendorCall(baseUrl, `${IN}/mines/reveal`, token, { roundId, tile: 0 });
      expect(again.body.error.field).toBe('tile');
      const cashed = await vendorCall<PlayResponse>(baseUrl, `${IN}/mines/cashout`, token, { roundId });
      last = cashed.body.value.round;
      expect(last.payout).toBe('10.76');
      expect(await p.balance()).toBe(99_000 + 1076);
    } else {
      expect(last?.payout).toBe('0.00');
    }
    expect(last?.state).toBe('settled');
    expect((last?.outcome as { mines?: number[] } | undefined)?.mines).toHaveLength(1);
    // 24 mines: the first tile is a mine 24 times in 25; either way the round ends.
    const risky = await vendorCall<PlayResponse>(baseUrl, `${IN}/mines/play`, token, {
      amount: '1.00',
      mines: 24,
    });
    const hit = await vendorCall<PlayResponse>(baseUrl, `${IN}/mines/reveal`, token, {
      roundId: risky.body.value.round.id,
      tile: 12,
    });
    expect(hit.body.value.round.state).toBe('settled');
    expect(['0.00', '24.75']).toContain(hit.body.value.round.payout);
  });

  it('sets the client seed, rotates, reveals the server seed and opens the rounds to anyone', async () => {
    const p = await player();
    const { token } = await p.launch('INHOUSE:dice');
    const set = await vendorCall<SeedsResponse>(
      baseUrl,
      `${IN}/seeds`,
      token,
      { clientSeed: 'my-lucky-seed' },
      'PUT',
    );
    expect(set.body.value.current).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    const hash = set.body.value.current.serverSeedHash;
    const played: FairRoundView[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await vendorCall<PlayResponse>(baseUrl, `${IN}/dice/play`, token, {
        amount: '1.00',
        target: 30 + i,
        side: 'under',
      });
      played.push(res.body.value.round);
    }
    expect(played.map((r) => r.nonce)).toEqual([0, 1, 2]);
    // Before the reveal, a round is its player's only.
    const hidden = await vendorCall(baseUrl, `${IN}/rounds/${played[0]?.id}`, null);
    expect(hidden.status).toBe(401);
    const rotated = await vendorCall<RotateSeedsResponse>(baseUrl, `${IN}/seeds/rotate`, token, {});
    const { revealed, current } = rotated.body.value;
    expect(revealed).toMatchObject({ serverSeedHash: hash, clientSeed: 'my-lucky-seed', rounds: 3 });
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(hash);
    expect(current).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(current.serverSeedHash).not.toBe(hash);
    const open = await vendorCall<FairRoundView>(baseUrl, `${IN}/rounds/${played[0]?.id}`, null);
    expect(open.status).toBe(200);
    expect(open.body.value.serverSeed).toBe(revealed.serverSeed);
    // A changed client seed after rounds rotates the pair (every revealed pair has one client seed).
    await vendorCall(baseUrl, `${IN}/dice/play`, token, { amount: '1.00', target: 50, side: 'under' });
    const changed = await vendorCall<SeedsResponse>(
      baseUrl,
      `${IN}/seeds`,
      token,
      { clientSeed: 'second' },
      'PUT',
    );
    expect(changed.body.value.current).toMatchObject({ clientSeed: 'second', nonce: 0 });
    expect(changed.body.value.revealed.map((s) => s.rounds)).toEqual([1, 3]);
    const list = await vendorCall<{ rounds: FairRoundView[] }>(baseUrl, `${IN}/rounds`, token);
    expect(list.body.value.rounds).toHaveLength(4);
  });

  it('refuses to rotate while a mines round is open (its mines would be known)', async () => {
    const p = await player();
    const { token } = await p.launch('INHOUSE:mines');
    await vendorCall(baseUrl, `${IN}/mines/play`, token, { amount: '1.00', mines: 3 });
    const res = await vendorCall(baseUrl, `${IN}/seeds/rotate`, token, {});
    expect(res.status).toBe(403);
  });

  it('gives concurrent rounds of one player distinct nonces, each paid once', async () => {
    const p = await player();
    const { token } = await p.launch('INHOUSE:dice');
    const body = { amount: '1.00', target: 50, side: 'under' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => vendorCall<PlayResponse>(baseUrl, `${IN}/dice/play`, token, body)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const nonces = answers.map((a) => a.body.value.round.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const paid = answers.reduce((sum, a) => sum + Number(a.body.value.round.payout.replace('.', '')), 0);
    expect(await p.balance()).toBe(100_000 - 2_000 + paid);
  });

  it('plays only the family the session was launched for', async () => {
    const p = await player();
    const { token } = await p.launch('INHOUSE:dice');
    const res = await vendorCall(baseUrl, `${IN}/slot/play`, token, { amount: '1.00' });
    expect(res.status).toBe(403);
    expect(await p.balance()).toBe(100_000);
  });
});

describe('sandbox aggregator', () => {
  it('launches demo games on its own pages and API, paying through its vendor account', async () => {
    const p = await player();
    const { gameUrl, token } = await p.launch(`${SANDBOX_VENDOR}:slot`);
    expect(gameUrl).toMatch(new RegExp(`^/sandbox-aggregator/play/slot\\?token=${SANDBOX_VENDOR}\\.slot\\.`));
    const session = await vendorCall<InhouseSessionResponse>(baseUrl, `${SBX}/session`, token);
    expect(session.body.value).toMatchObject({ demo: true, family: 'slot', gameId: 'sbx-slot' });
    // The in-house API does not know the sandbox's players' seeds, but the token is the lobby's.
    const res = await vendorCall<PlayResponse>(baseUrl, `${SBX}/slot/play`, token, { amount: '1.00' });
    expect(res.status).toBe(200);
    const [record] = await t_.db
      .select()
      .from(t.gameRound)
      .where(
        and(eq(t.gameRound.vassalage, SANDBOX_VENDOR), eq(t.gameRound.roundId, res.body.value.round.id)),
      );
    expect(record?.vendorRecordUrl).toBe(`/sandbox-aggregator/verify?round=${res.body.value.round.id}`);
    const [row] = await roundsOf(String(p.member.member.id));
    expect(row?.provider).toBe('sandbox');
  });
});
