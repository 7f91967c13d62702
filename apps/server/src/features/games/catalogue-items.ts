import {
  type GameItem,
  type GameType,
  groupedCategoryOf,
  type LanguageCode,
  SPORTS_SPLIT,
} from '@lobby/shared';
import { and, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { chooseLanguage } from '../../core/localized-text.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';

// The pieces every catalogue answer shares: the columns of a game item, its name in the reader's
// language, whether it can be played now, and the game-type condition after spec 4's grouping.

export interface Languages {
  language: LanguageCode;
  defaultLanguage: LanguageCode;
}

/** spec 4 via game-grouping: a vendor in maintenance now, as SQL over game_vendor. */
export const inMaintenance = (now: Date) =>
  sql<boolean>`coalesce(${t.gameVendor.maintenanceFrom} <= ${now.toISOString()}::timestamptz and (${t.gameVendor.maintenanceUntil} is null or ${t.gameVendor.maintenanceUntil} > ${now.toISOString()}::timestamptz), false)`;

/** Launchable now: the game and its vendor enabled, the vendor not in maintenance. */
export const supportPlaySql = (now: Date) =>
  sql<boolean>`(${t.game.enabled} and ${t.gameVendor.enabled} and not ${inMaintenance(now)})`;

/** The columns a game item is built from (game joined with its vendor). */
export const itemColumns = (now: Date) => ({
  nodeId: t.game.nodeId,
  names: t.game.names,
  vassalage: t.game.vassalage,
  icon: t.game.icon,
  gameType: t.game.gameType,
  vendorGameId: t.game.vendorGameId,
  supportPlay: supportPlaySql(now),
  trialAllowed: t.game.trialAllowed,
  isNew: t.game.isNew,
  hotRank: t.game.hotRank,
  minBetMinor: t.game.minBetMinor,
});
export type ItemRow = {
  nodeId: string;
  names: Partial<Record<string, string>>;
  vassalage: string;
  icon: string;
  gameType: GameType;
  vendorGameId: string;
  supportPlay: boolean;
  trialAllowed: boolean;
  isNew: boolean;
  hotRank: number | null;
  minBetMinor: number;
};

/** A name in the reader's language, else the merchant default, else English (decision 043). */
export function nameIn(names: Partial<Record<string, string>>, languages: Languages): string {
  const chosen = chooseLanguage(names, languages.language, languages.defaultLanguage);
  return chosen ? (names[chosen] ?? '') : '';
}

export function toItem(row: ItemRow, languages: Languages): GameItem {
  return {
    nodeId: row.nodeId,
    gameName: nameIn(row.names, languages),
    vassalage: row.vassalage,
    iconUrl: row.icon,
    gameType: groupedCategoryOf(row.vassalage, row.gameType),
    gameId: row.vendorGameId,
    supportPlay: Boolean(row.supportPlay),
    trialAllowed: row.trialAllowed,
    isNew: row.isNew,
    hotRank: row.hotRank,
    minBet: formatMinorUnits(Number(row.minBetMinor)),
  };
}

const splitOff = SPORTS_SPLIT.map((s) => s.vassalage);

/**
 * Games shown under a category after spec 4's grouping: ESPORTS holds TF's SPORTS games,
 * COCKFIGHT DS88's, and SPORTS no longer holds either.
 */
export function gameTypeCondition(gameType: GameType): SQL {
  if (gameType === 'SPORTS') {
    return and(eq(t.game.gameType, 'SPORTS'), notInArray(t.game.vassalage, splitOff)) as SQL;
  }
  const moved = SPORTS_SPLIT.filter((s) => s.gameCategory === gameType).map((s) => s.vassalage);
  if (moved.length === 0) return eq(t.game.gameType, gameType);
  return or(
    eq(t.game.gameType, gameType),
    and(eq(t.game.gameType, 'SPORTS'), inArray(t.game.vassalage, moved)),
  ) as SQL;
}

/** The next moment a maintenance window opens or closes, so a kept answer ends there. */
export async function nextMaintenanceEdge(db: DbOrTx, now: Date): Promise<number | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const from = t.gameVendor.maintenanceFrom;
  const until = t.gameVendor.maintenanceUntil;
  const [row] = await db
    .select({
      edge: sql<
        string | Date | null
      >`min(least(case when ${from} > ${at} then ${from} end, case when ${until} > ${at} then ${until} end))`,
    })
    .from(t.gameVendor);
  return row?.edge ? new Date(row.edge).getTime() : undefined;
}
