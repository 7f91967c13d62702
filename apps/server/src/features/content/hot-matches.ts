import type { HotMatch } from '@lobby/shared';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

// Hot matches (spec 2.4 "Hot-match strip", 3 "Hot match"; issue 10, decision 046).

/** The strip shows one at a time; a day's worth of big matches is plenty. */
export const HOT_MATCHES_LIMIT = 20;

/** A stored hot match as the public calls answer it (spec 3 "Hot match"). */
export function publicHotMatch(row: typeof t.hotMatch.$inferSelect): HotMatch {
  return {
    id: row.id,
    matchTime: row.matchTime.getTime(),
    league: row.league,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    homeTeamImageUrl: row.homeTeamImageUrl,
    awayTeamImageUrl: row.awayTeamImageUrl,
    vendor: row.vendor,
    roomId: row.roomId,
    nodeId: row.nodeId,
  };
}

/** A match leaves the strip at its window's end, else at kick-off. */
const notEndedAt = (now: Date) =>
  or(gt(t.hotMatch.endsAt, now), and(isNull(t.hotMatch.endsAt), gt(t.hotMatch.matchTime, now)));

/**
 * The hot matches shown at `now`, by match time, and when that answer next changes by itself
 * (a window opening or closing), so a cache of it knows when to stop answering it.
 */
export async function hotMatchesAt(
  db: DbOrTx,
  now: Date,
): Promise<{ list: HotMatch[]; nextChange: Date | null }> {
  const rows = await db
    .select()
    .from(t.hotMatch)
    .where(and(eq(t.hotMatch.enabled, true), notEndedAt(now)))
    .orderBy(asc(t.hotMatch.matchTime), asc(t.hotMatch.id))
    .limit(100);
  const changes = rows.flatMap((row) => [row.startsAt, row.endsAt ?? row.matchTime]).filter((at) => at > now);
  const list = rows
    .filter((row) => row.startsAt <= now)
    .slice(0, HOT_MATCHES_LIMIT)
    .map(publicHotMatch);
  const next = changes.reduce<Date | null>((soonest, at) => (soonest && soonest <= at ? soonest : at), null);
  return { list, nextChange: next };
}

/** The enabled hot matches whose time window holds `now`, by match time. */
export async function listHotMatches(db: DbOrTx, now: Date): Promise<HotMatch[]> {
  return (await hotMatchesAt(db, now)).list;
}
