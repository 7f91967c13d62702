import { API_PATHS, GameRecordDetail, GameRecordsResponse } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureGame, insertRound } from '../../test/game-records-fixtures.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

// GET /api/games/records and /api/games/records/:id (issue 12 "Betting records"; spec 2.9
// TRANSBETREPMEM3, spec 7 "Orders: list, detail, third-party game record"; decision 085).

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let rounds = 0;

async function get(token: string, url: string) {
  return t.app.inject({ url, headers: bearer(token) });
}
async function page(token: string, query = '') {
  const res = await get(token, `${API_PATHS.gameRecords}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return GameRecordsResponse.parse(res.json().value);
}
const detailPath = (id: string) => API_PATHS.gameRecord.replace(':id', id);

/** Today's date in Myanmar time, the records' zone (decision 069). */
const yangonDate = (offsetDays = 0) =>
  new Date(Date.now() + 390 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const dice = () =>
  ensureGame(t.db, {
    vassalage: 'INHOUSE',
    vendorName: 'Lobby Originals',
    gameId: 'dice',
    gameType: 'INHOUSE',
    names: { EN: 'Dice', MY: 'အံစာတုံး' },
  });
const fish = () =>
  ensureGame(t.db, {
    vassalage: 'SBX_FISH',
    vendorName: 'Sandbox Fish',
    gameId: 'ocean',
    gameType: 'FISH',
    names: { EN: 'Ocean King' },
  });

const round = (
  memberId: number,
  gameId: number | null,
  fields: Partial<Parameters<typeof insertRound>[1]> = {},
) =>
  insertRound(t.db, {
    memberId,
    vassalage: 'INHOUSE',
    gameId,
    gameType: 'INHOUSE',
    roundId: `r${++rounds}-${memberId}`,
    stakeMinor: 1_000,
    ...fields,
  });

describe('GET /api/games/records', () => {
  it("answers the member's rounds newest first with stake, win, state, game and vendor names", async () => {
    const { member, token } = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    const diceId = await dice();
    const fishId = await fish();
    const now = Date.now();
    await round(member.id, diceId, { winMinor: 1_980, openedAt: new Date(now - 3_000) });
    await round(member.id, fishId, {
      vassalage: 'SBX_FISH',
      gameType: 'FISH',
      stakeMinor: 500,
      state: 'refunded',
      refundedMinor: 500,
      openedAt: new Date(now - 2_000),
    });
    await round(member.id, diceId, { state: 'open', stakeMinor: 250, openedAt: new Date(now - 1_000) });
    await round(other.member.id, diceId);

    const { list, nextCursor } = await page(token);
    expect(nextCursor).toBeNull();
    expect(
      list.map((r) => [r.product, r.gameName, r.vendorName, r.stake, r.win, r.refunded, r.state]),
    ).toEqual([
      ['INHOUSE', 'Dice', 'Lobby Originals', '2.50', '0.00', '0.00', 'open'],
      ['FISH', 'Ocean King', 'Sandbox Fish', '5.00', '0.00', '5.00', 'refunded'],
      ['INHOUSE', 'Dice', 'Lobby Originals', '10.00', '19.80', '0.00', 'settled'],
    ]);
    expect(list[0]?.settledAt).toBeNull();
    expect(list[2]?.settledAt).toBe((list[2]?.openedAt ?? 0) + 2_000);

    // Names in the member's language, English when the game has none in it.
    const burmese = await page(token, '?language=MY');
    expect(burmese.list.map((r) => r.gameName)).toEqual(['အံစာတုံး', 'Ocean King', 'အံစာတုံး']);

    // A product is a game type; the lottery's bets are not a source yet.
    expect((await page(token, '?product=FISH')).list.map((r) => r.gameName)).toEqual(['Ocean King']);
    expect((await page(token, '?product=LIVE')).list).toEqual([]);
    expect((await page(token, '?product=LOTTERY')).list).toEqual([]);
  });

  it('pages by keyset: every round once, in order, even with equal opening times', async () => {
    const { member, token } = await createTestMember(t.db);
    const diceId = await dice();
    const same = new Date();
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await round(member.id, diceId, { openedAt: same }));
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const next: GameRecordsResponse = await page(
        token,
        `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...next.list.map((r) => r.id));
      cursor = next.nextCursor;
    }
    expect(seen).toEqual(ids.reverse().map(String));
  });

  it('filters by merchant-local dates', async () => {
    const { member, token } = await createTestMember(t.db);
    const diceId = await dice();
    await round(member.id, diceId);
    await round(member.id, diceId, { openedAt: new Date(Date.now() - 3 * 86_400_000) });
    expect((await page(token, `?from=${yangonDate()}&to=${yangonDate()}`)).list).toHaveLength(1);
    expect((await page(token, `?from=${yangonDate(-6)}&to=${yangonDate()}`)).list).toHaveLength(2);
    expect((await page(token, '?from=2020-01-01&to=2020-01-31')).list).toEqual([]);
  });

  it('refuses bad parameters with a 400 naming the field', async () => {
    const { token } = await createTestMember(t.db);
    for (const [query, field] of [
      ['?product=POKER', 'product'],
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
      ['?from=2026-02-30', 'from'],
      ['?to=yesterday', 'to'],
      ['?cursor=not-a-cursor', 'cursor'],
      ['?language=XX', 'language'],
    ] as const) {
      const res = await get(token, `${API_PATHS.gameRecords}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(res.json().error), query).toContain(field);
    }
  });

  it('needs a member session', async () => {
    const res = await t.app.inject({ url: API_PATHS.gameRecords });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });
});

describe('GET /api/games/records/:id', () => {
  it('answers the round with its wallet calls, the vendor detail and its record page', async () => {
    const { member, token } = await createTestMember(t.db);
    const diceId = await dice();
    const detail = {
      family: 'dice',
      serverSeedHash: 'a'.repeat(64),
      serverSeed: null,
      clientSeed: 'lucky',
      nonce: 4,
      params: { target: 50.5, side: 'over' },
      outcome: { roll: 73.12 },
    };
    const id = await round(member.id, diceId, {
      winMinor: 1_980,
      detail,
      vendorRecordUrl: '/inhouse/verify?round=77',
    });
    const res = await get(token, detailPath(String(id)));
    expect(res.statusCode, res.body).toBe(200);
    const value = GameRecordDetail.parse(res.json().value);
    expect(value).toMatchObject({
      id: String(id),
      gameName: 'Dice',
      stake: '10.00',
      win: '19.80',
      state: 'settled',
      detail,
      vendorRecordUrl: '/inhouse/verify?round=77',
    });
    expect(value.transactions.map((c) => [c.kind, c.amount])).toEqual([
      ['debit', '10.00'],
      ['credit', '19.80'],
    ]);
  });

  it("answers 404 for another member's round, an unknown id, and a 400 for a malformed one", async () => {
    const { token } = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    const theirs = await round(other.member.id, await dice());
    for (const id of [String(theirs), '999999999', 'L12']) {
      const res = await get(token, detailPath(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const bad = await get(token, detailPath('%3Cscript%3E'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field ?? bad.json().error.message).toContain('id');
  });

  it('writes nothing on a read', async () => {
    const { member, token } = await createTestMember(t.db);
    await round(member.id, await dice());
    const count = async () =>
      (
        (await t.db.execute(sql`select count(*)::int as n from game_round`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    const before = await count();
    await page(token, '?product=POKER').catch(() => undefined);
    await get(token, API_PATHS.gameRecords);
    expect(await count()).toBe(before);
  });
});
