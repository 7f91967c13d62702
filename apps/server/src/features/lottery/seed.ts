import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LANGUAGE_CODES, LOTTERY_FAMILIES } from '@lobby/shared';
import { z } from 'zod/mini';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { scheduleProblem } from './schedule.ts';

// The demo lottery (issue 13): groups and games with their schedules and names in every
// language, from seed/lottery.json. Idempotent: rows that exist are left as the operator made
// them (insert ... on conflict do nothing).

export const lotterySeedFile = (seedFile: string) => join(dirname(seedFile), 'lottery.json');

const Names = z.record(z.string(), z.string());
const SeedFile = z.object({
  groups: z.array(z.object({ code: z.string(), position: z.number(), names: Names })),
  games: z.array(
    z.object({
      code: z.string(),
      family: z.enum(LOTTERY_FAMILIES),
      groupCode: z.string(),
      position: z.number(),
      names: Names,
      iconUrl: z.string(),
      intervalSeconds: z.optional(z.number()),
      dailyTime: z.optional(z.string()),
      timeZone: z.string(),
      lockSeconds: z.number(),
      hot: z.boolean(),
    }),
  ),
});

function checkNames(what: string, names: Record<string, string>) {
  const missing = LANGUAGE_CODES.filter((code) => !names[code]);
  if (missing.length > 0) throw new Error(`lottery seed: ${what} lacks names in ${missing.join(', ')}`);
}

export async function seedLottery(db: Db, file: string): Promise<void> {
  const seed = SeedFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  for (const group of seed.groups) checkNames(group.code, group.names);
  for (const game of seed.games) {
    checkNames(game.code, game.names);
    const problem = scheduleProblem({
      intervalSeconds: game.intervalSeconds ?? null,
      dailyTime: game.dailyTime ?? null,
      timeZone: game.timeZone,
      lockSeconds: game.lockSeconds,
    });
    if (problem) throw new Error(`lottery seed: ${game.code}: ${problem}`);
  }
  await db.transaction(async (tx) => {
    if (seed.groups.length > 0) await tx.insert(t.lotteryGroup).values(seed.groups).onConflictDoNothing();
    if (seed.games.length > 0) {
      await tx
        .insert(t.lotteryGame)
        .values(
          seed.games.map((g) => ({
            ...g,
            intervalSeconds: g.intervalSeconds ?? null,
            dailyTime: g.dailyTime ?? null,
          })),
        )
        .onConflictDoNothing();
    }
  });
}
