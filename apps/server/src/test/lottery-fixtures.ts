import { randomBytes } from 'node:crypto';
import type { LotteryFamily } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

// Lottery rows for the tests of the member calls: a group, games and draws at chosen times, beside
// whatever the demo seed holds (codes are random so files and seeds never meet).

let games = 0;

export async function lotteryGroupRow(db: Db, code = `TG${randomBytes(3).toString('hex').toUpperCase()}`) {
  await db
    .insert(t.lotteryGroup)
    .values({ code, names: { EN: `Group ${code}`, MY: `အုပ်စု ${code}` }, position: 90 })
    .onConflictDoNothing();
  return code;
}

export async function lotteryGameRow(
  db: Db,
  fields: { family?: LotteryFamily; group?: string; paused?: boolean; hot?: boolean } = {},
) {
  const group = fields.group ?? (await lotteryGroupRow(db));
  const code = `T${(++games).toString()}${randomBytes(3).toString('hex').toUpperCase()}`;
  const [row] = await db
    .insert(t.lotteryGame)
    .values({
      code,
      family: fields.family ?? 'VNN',
      groupCode: group,
      names: { EN: `Test ${code}`, MY: `စမ်း ${code}` },
      iconUrl: `/media/lottery/${code}.png`,
      intervalSeconds: 300,
      timeZone: 'Asia/Yangon',
      lockSeconds: 30,
      paused: fields.paused ?? false,
      hot: fields.hot ?? false,
    })
    .returning();
  if (!row) throw new Error('no game row');
  return row;
}

const hex64 = () => randomBytes(32).toString('hex');
let draws = 0;

/** A draw; openSecondsAgo / lockInSeconds place it on sale (lock in the future) or past its lock. */
export async function lotteryDrawRow(
  db: Db,
  gameId: number,
  fields: {
    lockInSeconds?: number;
    state?: 'open' | 'locked' | 'drawn' | 'settled' | 'voided';
    result?: unknown;
    seed?: string;
    /** Seconds from now to the draw time when it is in the past (a drawn draw). */
    drawnSecondsAgo?: number;
  } = {},
) {
  const lockIn =
    fields.drawnSecondsAgo !== undefined ? -fields.drawnSecondsAgo - 30 : (fields.lockInSeconds ?? 600);
  const numero = `T${Date.now().toString(36)}-${++draws}`;
  const [row] = await db
    .insert(t.lotteryDraw)
    .values({
      gameId,
      numero,
      openAt: sql`now() + make_interval(secs => ${Math.min(0, lockIn) - 600})`,
      lockAt: sql`now() + make_interval(secs => ${lockIn})`,
      drawAt: sql`now() + make_interval(secs => ${lockIn + 30})`,
      seed: fields.seed ?? hex64(),
      seedHash: hex64(),
      state: fields.state ?? 'open',
      result: fields.result ?? null,
      ...(fields.state === 'drawn' || fields.state === 'settled' ? { drawnAt: new Date() } : {}),
    })
    .returning();
  if (!row) throw new Error('no draw row');
  return row;
}
