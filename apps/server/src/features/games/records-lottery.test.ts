import { randomBytes } from 'node:crypto';
import { API_PATHS, GameRecordDetail, GameRecordsResponse } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { ensureGame, insertRound } from '../../test/game-records-fixtures.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

// The lottery's bets in the betting record (issue 13; decision 085): ids L<betId>, product
// LOTTERY, one keyset order with the rounds, and the detail of a bet.

const t0 = useTestApp();
const hex = () => randomBytes(32).toString('hex');

async function lotteryBetRows(memberId: number, times: Date[]) {
  const code = `R${randomBytes(3).toString('hex').toUpperCase()}`;
  await t0.db
    .insert(t.lotteryGroup)
    .values({ code, names: { EN: code } })
    .onConflictDoNothing();
  const [game] = await t0.db
    .insert(t.lotteryGame)
    .values({
      code,
      family: 'VNN',
      groupCode: code,
      names: { EN: `Lotto ${code}` },
      iconUrl: '',
      intervalSeconds: 300,
      timeZone: 'Asia/Yangon',
      lockSeconds: 30,
    })
    .returning();
  const [draw] = await t0.db
    .insert(t.lotteryDraw)
    .values({
      gameId: game?.id ?? 0,
      numero: `N${code}`,
      openAt: sql`now() - interval '1 hour'`,
      lockAt: sql`now() + interval '1 hour'`,
      drawAt: sql`now() + interval '2 hours'`,
      seed: hex(),
      seedHash: hex(),
    })
    .returning();
  const ids: number[] = [];
  for (const [i, at] of times.entries()) {
    const [bet] = await t0.db
      .insert(t.lotteryBet)
      .values({
        memberId,
        drawId: draw?.id ?? 0,
        betType: 'DE',
        content: '27',
        combinations: 1,
        stakeMinor: 500 + i,
        odds: '95',
        idempotencyKey: `${code}:${i}`,
        placedAt: at,
      })
      .returning({ id: t.lotteryBet.id });
    ids.push(bet?.id ?? 0);
  }
  return { ids, numero: draw?.numero ?? '' };
}

describe('lottery bets in the betting record', () => {
  it('pages rounds and bets in one order; LOTTERY alone; the detail of a bet', async () => {
    const m = await createTestMember(t0.db);
    const game = await ensureGame(t0.db, {
      vassalage: 'INHOUSE',
      vendorName: 'Lobby Originals',
      gameId: 'dice',
      gameType: 'INHOUSE',
      names: { EN: 'Dice' },
    });
    const base = Date.now() - 60_000;
    const at = (s: number) => new Date(base + s * 1000);
    // Rounds at 1, 3, 5 s; bets at 2, 3 (same time as a round), 6 s.
    for (const [i, s] of [1, 3, 5].entries()) {
      await insertRound(t0.db, {
        memberId: m.member.id,
        vassalage: 'INHOUSE',
        gameId: game,
        gameType: 'INHOUSE',
        roundId: `u${i}-${m.member.id}`,
        stakeMinor: 100,
        openedAt: at(s),
      });
    }
    const { ids, numero } = await lotteryBetRows(m.member.id, [at(2), at(3), at(6)]);
    const headers = { authorization: `Bearer ${m.token}` };
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `${API_PATHS.gameRecords}?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await t0.app.inject({ url, headers });
      expect(res.statusCode, res.body).toBe(200);
      const page = GameRecordsResponse.parse(res.json().value);
      seen.push(...page.list.map((x) => x.id));
      cursor = page.nextCursor;
    } while (cursor);
    const [b2, b3, b6] = ids.map((id) => `L${id}`);
    expect(seen.length).toBe(6);
    expect(seen[0]).toBe(b6);
    // Newest first: bet 6 s, round 5 s, round 3 s, then the bet at 3 s (rounds first), bet 2 s, round 1 s.
    expect(seen.indexOf(b3 ?? '')).toBe(3);
    expect(seen.indexOf(b2 ?? '')).toBe(4);
    expect(new Set(seen).size).toBe(6);

    const lottery = await t0.app.inject({ url: `${API_PATHS.gameRecords}?product=LOTTERY`, headers });
    const list = GameRecordsResponse.parse(lottery.json().value).list;
    expect(list.map((x) => x.id)).toEqual([b6, b3, b2]);
    expect(list[0]).toMatchObject({
      product: 'LOTTERY',
      roundId: numero,
      stake: '5.02',
      state: 'open',
      gameName: expect.stringContaining('Lotto'),
    });

    const detail = await t0.app.inject({ url: API_PATHS.gameRecord.replace(':id', b2 ?? ''), headers });
    expect(detail.statusCode, detail.body).toBe(200);
    const d = GameRecordDetail.parse(detail.json().value);
    expect(d.detail).toMatchObject({ numero, betType: 'DE', content: '27', seed: null });
    const other = await createTestMember(t0.db);
    const foreign = await t0.app.inject({
      url: API_PATHS.gameRecord.replace(':id', b2 ?? ''),
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
