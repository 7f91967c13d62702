import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema/index.ts';
import { createTestMember } from '../test/members.ts';
import { useTestApp } from '../test/test-app.ts';
import { RECENT_GAMES_KEPT, recordRecentGame } from './game-recent.ts';

// core/game-recent.ts (issue 12; decision 071): one row per game, a replay moves it to the top,
// the newest RECENT_GAMES_KEPT are kept, inside the caller's transaction.
const t = useTestApp();

describe('recordRecentGame', () => {
  it('keeps one row per game and only the newest games', async () => {
    const { member } = await createTestMember(t.db);
    const games = await t.db
      .select({ id: s.game.id })
      .from(s.game)
      .orderBy(asc(s.game.id))
      .limit(RECENT_GAMES_KEPT + 5);
    for (const g of games) await t.db.transaction((tx) => recordRecentGame(tx, member.id, g.id));
    const first = games[0]?.id as number;
    await t.db.transaction((tx) => recordRecentGame(tx, member.id, games[10]?.id as number));
    const rows = await t.db.select().from(s.gameRecent).where(eq(s.gameRecent.memberId, member.id));
    expect(rows).toHaveLength(RECENT_GAMES_KEPT);
    const ids = new Set(rows.map((r) => r.gameId));
    // The five oldest went, except the one played again, which is the newest now.
    expect(ids.has(first)).toBe(false);
    expect(ids.has(games[10]?.id as number)).toBe(true);
    expect(ids.has(games[RECENT_GAMES_KEPT + 4]?.id as number)).toBe(true);
  });

  it('rolls back with the caller', async () => {
    const { member } = await createTestMember(t.db);
    const [game] = await t.db.select({ id: s.game.id }).from(s.game).limit(1);
    await expect(
      t.db.transaction(async (tx) => {
        await recordRecentGame(tx, member.id, game?.id as number);
        throw new Error('launch failed');
      }),
    ).rejects.toThrow('launch failed');
    const rows = await t.db
      .select()
      .from(s.gameRecent)
      .where(and(eq(s.gameRecent.memberId, member.id)));
    expect(rows).toEqual([]);
  });
});
