import { API_PATHS, type DrawEvent, winningNumberText } from '@lobby/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { type OpenStream, openDrawStream } from '../../test/event-stream.ts';
import { ensureTestGame } from '../../test/lottery-scheduler-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { TWO_NODES_ENABLED, useTwoNodes } from '../../test/two-nodes.ts';
import { advance, ensureDraws } from './scheduler.ts';

// The public draw stream (issue 13 "Push", decision 088): GET /api/lottery/events tells anyone,
// without a session, when a draw opens, locks, is drawn and is settled; with Redis, a step taken
// on one API node reaches the streams held by the others, once.

const T0 = new Date('2026-11-24T10:15:05Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** The next event of `gameCode` (the demo games' draws run beside the test's game). */
async function nextOf(stream: OpenStream<DrawEvent>, gameCode: string, timeoutMs = 2000): Promise<DrawEvent> {
  for (;;) {
    const event = await stream.next(timeoutMs);
    if (event.gameCode === gameCode) return event;
  }
}

/** Every event of `gameCode` until the stream is quiet for `quietMs`, as `state numero`. */
async function allOf(stream: OpenStream<DrawEvent>, gameCode: string, quietMs = 1500): Promise<string[]> {
  const seen: string[] = [];
  for (;;) {
    const event = await nextOf(stream, gameCode, quietMs).catch(() => undefined);
    if (!event) return seen;
    seen.push(`${event.state} ${event.numero}`);
  }
}

describe('the public draw stream', () => {
  const ctx = useTestApp();

  it('answers without a session and tells each step of a draw, in order, with the result once drawn', async () => {
    const { db, app } = ctx;
    const head = await app.inject({ method: 'GET', url: API_PATHS.lotteryEvents, payloadAsStream: true });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/event-stream/);
    head.stream().destroy();

    const game = await ensureTestGame(db, 'TDEV1');
    const stream = await openDrawStream(app);
    await ensureDraws(app.lottery.deps, T0);
    // 17:15:05 in Ho Chi Minh City: the minute's draw is the day's 1,036th (docs/lottery-rules.md).
    expect(await allOf(stream, 'TDEV1')).toEqual(['open 20261124-1036', 'open 20261124-1037']);

    await advance(app.lottery.deps, at(50)); // past the first draw's lock, 10 s before 10:16:00Z
    expect(await nextOf(stream, 'TDEV1')).toMatchObject({ numero: '20261124-1036', state: 'locked' });
    await advance(app.lottery.deps, at(56)); // past its draw time
    const drawn = await nextOf(stream, 'TDEV1');
    const [row] = await db
      .select()
      .from(t.lotteryDraw)
      .where(and(eq(t.lotteryDraw.gameId, game.id), eq(t.lotteryDraw.numero, '20261124-1036')));
    expect(drawn).toMatchObject({ numero: '20261124-1036', state: 'drawn' });
    expect(drawn.winningNumber).toBe(winningNumberText(row?.result as never));
    expect(drawn.winningNumber).not.toBe('');
    expect(await nextOf(stream, 'TDEV1')).toMatchObject({ numero: '20261124-1036', state: 'settled' });
    expect(await allOf(stream, 'TDEV1', 300)).toEqual([]);
    stream.close();
  });
});

describe.skipIf(!TWO_NODES_ENABLED)('the public draw stream across two nodes', () => {
  const { a, b } = useTwoNodes();

  it('a draw opened by the scheduler on A reaches the stream on B, once, and A’s own once', async () => {
    await ensureTestGame(a.db, 'TDEV2');
    const onA = await openDrawStream(a.app);
    const onB = await openDrawStream(b.app);
    await ensureDraws(a.app.lottery.deps, at(3600)); // 18:15:05 in Ho Chi Minh City
    const [fromA, fromB] = await Promise.all([allOf(onA, 'TDEV2'), allOf(onB, 'TDEV2')]);
    expect(fromB).toEqual(['open 20261124-1096', 'open 20261124-1097']);
    expect(fromA).toEqual(fromB);
    onA.close();
    onB.close();
  });
});
