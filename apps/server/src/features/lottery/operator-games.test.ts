import { API_PATHS, LANGUAGE_CODES } from '@lobby/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { countRows } from '../../test/rows.ts';
import { auth, useTestApp } from '../../test/test-app.ts';
import { ensureDraws } from './scheduler.ts';

// The operator creates and reschedules lottery games (issue 13 "Operator": create and schedule
// games; decision 090). Every change is audited; a refused one writes nothing.

const ctx = useTestApp();
const names = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, `Quick 2 (${code})`]));
const game = {
  code: 'Q2MIN',
  family: 'FAST5',
  groupCode: 'FAST5',
  names,
  iconUrl: '/media/lottery/F5M1.svg',
  intervalSeconds: 120,
  timeZone: 'Asia/Ho_Chi_Minh',
  lockSeconds: 15,
  hot: true,
};
const put = (body: object) =>
  ctx.app.inject({ method: 'PUT', url: API_PATHS.operatorLotteryGames, headers: auth(), payload: body });
const row = async (code = 'Q2MIN') =>
  (await ctx.db.select().from(t.lotteryGame).where(eq(t.lotteryGame.code, code)))[0];

describe('creating and scheduling a lottery game', () => {
  it('creates a game that the scheduler then opens draws of, on its schedule, audited', async () => {
    const res = await put(game);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.changes).toContainEqual({
      field: 'lottery.Q2MIN.intervalSeconds',
      before: null,
      after: 120,
    });
    expect(await row()).toMatchObject({
      family: 'FAST5',
      intervalSeconds: 120,
      dailyTime: null,
      lockSeconds: 15,
    });
    await ensureDraws(ctx.app.lottery.deps, new Date('2026-11-24T08:30:05Z')); // 15:30:05 local
    const draws = await ctx.db
      .select({ numero: t.lotteryDraw.numero, lockAt: t.lotteryDraw.lockAt, drawAt: t.lotteryDraw.drawAt })
      .from(t.lotteryDraw)
      .innerJoin(t.lotteryGame, eq(t.lotteryGame.id, t.lotteryDraw.gameId))
      .where(eq(t.lotteryGame.code, 'Q2MIN'))
      .orderBy(t.lotteryDraw.drawAt);
    // Two-minute slots from local midnight: 15:30 is the 465th; the draw at 15:32 is the 466th.
    expect(draws[0]).toEqual({
      numero: '20261124-0466',
      lockAt: new Date('2026-11-24T08:31:45Z'),
      drawAt: new Date('2026-11-24T08:32:00Z'),
    });
    const list = await ctx.app.inject({ url: `${API_PATHS.lotteryList}?device=MOBILE&language=EN` });
    expect(JSON.stringify(list.json().value)).toContain('Quick 2 (EN)');
  });

  it('takes a game drawn every 30 s, the shortest interval (decision 088), and opens its draws', async () => {
    const res = await put({ ...game, code: 'Q30S', intervalSeconds: 30, lockSeconds: 5 });
    expect(res.statusCode).toBe(200);
    await ensureDraws(ctx.app.lottery.deps, new Date('2026-11-24T08:30:05Z')); // 15:30:05 local
    const [first] = await ctx.db
      .select({ numero: t.lotteryDraw.numero, lockAt: t.lotteryDraw.lockAt })
      .from(t.lotteryDraw)
      .innerJoin(t.lotteryGame, eq(t.lotteryGame.id, t.lotteryDraw.gameId))
      .where(eq(t.lotteryGame.code, 'Q30S'))
      .orderBy(t.lotteryDraw.drawAt);
    expect(first).toEqual({ numero: '20261124-1861', lockAt: new Date('2026-11-24T08:30:25Z') });
  });

  it('reschedules a game to a daily draw and renames it, listing only what changed', async () => {
    const res = await put({
      ...game,
      intervalSeconds: undefined,
      dailyTime: '19:30',
      names: { ...names, EN: 'Quick daily' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .value.changes.map((c: { field: string }) => c.field)
        .sort(),
    ).toEqual(['lottery.Q2MIN.dailyTime', 'lottery.Q2MIN.intervalSeconds', 'lottery.Q2MIN.names']);
    expect(await row()).toMatchObject({ intervalSeconds: null, dailyTime: '19:30' });
    const [audit] = await ctx.db
      .select()
      .from(t.operatorAudit)
      .where(eq(t.operatorAudit.command, 'lottery game Q2MIN'))
      .orderBy(t.operatorAudit.id);
    expect(audit).toBeDefined();
  });

  it.each([
    ['a name missing in a language', { names: { ...names, MY: '' } }, 'names'],
    ['an interval that does not divide the day', { intervalSeconds: 7 * 60 }, 'intervalSeconds'],
    ['an interval under 30 s', { intervalSeconds: 20, lockSeconds: 5 }, 'intervalSeconds'],
    ['both an interval and a daily time', { dailyTime: '18:00' }, 'intervalSeconds'],
    ['a lock as long as the interval', { lockSeconds: 120 }, 'lockSeconds'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['an unknown group', { groupCode: 'NOPE' }, 'groupCode'],
    ['another family once the game has draws', { family: 'VNN' }, 'family'],
    ['a malformed code', { code: 'q-2' }, 'code'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_name, change, field) => {
    const before = {
      game: await row(),
      audits: await countRows(ctx.db, t.operatorAudit),
      games: await countRows(ctx.db, t.lotteryGame),
    };
    const res = await put({ ...game, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toContain(field);
    expect({
      game: await row(),
      audits: await countRows(ctx.db, t.operatorAudit),
      games: await countRows(ctx.db, t.lotteryGame),
    }).toEqual(before);
  });

  it('is the operator’s alone', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: API_PATHS.operatorLotteryGames, payload: game });
    expect(res.statusCode).toBe(401);
    const [existing] = await ctx.db
      .select()
      .from(t.lotteryGame)
      .where(and(eq(t.lotteryGame.code, 'Q2MIN')));
    expect(existing?.dailyTime).toBe('19:30');
  });
});
