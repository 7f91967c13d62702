import {
  type FilterVendor,
  type GameType,
  groupedCategoryOf,
  groupVendorCategories,
  type VassalagesResponse,
  type VendorGameTypesResponse,
} from '@lobby/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { inMaintenance, type Languages, nameIn } from './catalogue-items.ts';

// spec 7 "Vendor game types" (the sorting list and the mapping per game type, spec 3 "Vendor
// data", grouped per spec 4) and "All vassalage" (spec 3 "Filter vendor").

async function vendorRows(db: DbOrTx, now: Date) {
  return db
    .select({
      vassalage: t.gameVendor.vassalage,
      displayName: t.gameVendor.displayName,
      smallIcon: t.gameVendor.smallIcon,
      largeIcon: t.gameVendor.largeIcon,
      enabled: t.gameVendor.enabled,
      inMaintenance: inMaintenance(now),
      maintenanceFrom: t.gameVendor.maintenanceFrom,
      maintenanceUntil: t.gameVendor.maintenanceUntil,
    })
    .from(t.gameVendor)
    .orderBy(asc(t.gameVendor.vassalage));
}

/** Each vendor's categories as the feed lists them, in the vendor's place within each. */
const vendorTypes = (db: DbOrTx) =>
  db
    .select({
      vassalage: t.gameVendorType.vassalage,
      gameType: t.gameVendorType.gameType,
      position: t.gameVendorType.position,
    })
    .from(t.gameVendorType)
    .orderBy(asc(t.gameVendorType.position), asc(t.gameVendorType.vassalage));

export async function vendorGameTypes(
  db: DbOrTx,
  languages: Languages,
  now: Date,
): Promise<VendorGameTypesResponse> {
  const [categories, vendors, types, classifications, lobbies] = await Promise.all([
    db
      .select()
      .from(t.gameCategory)
      .where(eq(t.gameCategory.enabled, true))
      .orderBy(asc(t.gameCategory.position)),
    vendorRows(db, now),
    vendorTypes(db),
    db
      .select()
      .from(t.gameClassification)
      .orderBy(asc(t.gameClassification.position), asc(t.gameClassification.key)),
    db
      .select({
        vassalage: t.game.vassalage,
        gameType: t.game.gameType,
        nodeId: t.game.nodeId,
        gameId: t.game.vendorGameId,
      })
      .from(t.game)
      .where(and(eq(t.game.isLobby, true), eq(t.game.enabled, true)))
      .orderBy(asc(t.game.position), asc(t.game.id)),
  ]);
  const vendorBy = new Map(vendors.map((v) => [v.vassalage, v]));
  // The feed's order first (categories, then vendors within each), then spec 4's grouping.
  const sorting = groupVendorCategories(
    categories.map((c) => ({
      gameCategory: c.gameType,
      vendorNames: types
        .filter((v) => v.gameType === c.gameType && vendorBy.has(v.vassalage))
        .map((v) => v.vassalage),
    })),
  ).filter((e) => e.vendorNames.length > 0);

  const mapping: VendorGameTypesResponse['mapping'] = {};
  for (const { gameCategory, vendorNames } of sorting) {
    const classify = new Map<string, string>();
    for (const c of classifications) {
      if (!vendorNames.includes(c.vassalage)) continue;
      if (groupedCategoryOf(c.vassalage, c.gameType) !== gameCategory || classify.has(c.key)) continue;
      classify.set(c.key, nameIn(c.names, languages) || c.key);
    }
    mapping[gameCategory] = {
      vendors: vendorNames.map((vassalage) => {
        const v = vendorBy.get(vassalage);
        const lobby = lobbies.find(
          (l) => l.vassalage === vassalage && groupedCategoryOf(l.vassalage, l.gameType) === gameCategory,
        );
        return {
          key: vassalage,
          vassalage,
          displayName: v?.displayName ?? vassalage,
          gameType: gameCategory,
          gameId: lobby?.gameId ?? null,
          nodeId: lobby?.nodeId ?? null,
          mobileLargeIcon: v?.largeIcon ?? '',
          mobileSmallIcon: v?.smallIcon ?? '',
          supportPlay: Boolean(v?.enabled && !v.inMaintenance),
        };
      }),
      gameClassify: [...classify].map(([key, displayName]) => ({ key, displayName })),
    };
  }
  return { sorting, mapping };
}

/** The filter vendors, of one category (after grouping) when given, in vendor order. */
export async function vassalages(
  db: DbOrTx,
  gameType: GameType | undefined,
  now: Date,
): Promise<VassalagesResponse> {
  const [vendors, types] = await Promise.all([vendorRows(db, now), vendorTypes(db)]);
  const typesOf = (vassalage: string) => [
    ...new Set(
      types.filter((x) => x.vassalage === vassalage).map((x) => groupedCategoryOf(vassalage, x.gameType)),
    ),
  ];
  const order = gameType
    ? types.filter((x) => groupedCategoryOf(x.vassalage, x.gameType) === gameType).map((x) => x.vassalage)
    : vendors.map((v) => v.vassalage);
  const list: FilterVendor[] = [];
  for (const vassalage of new Set(order)) {
    const v = vendors.find((x) => x.vassalage === vassalage);
    if (!v) continue;
    const ends = v.maintenanceUntil;
    const window =
      v.maintenanceFrom && (!ends || ends > now)
        ? { from: v.maintenanceFrom.toISOString(), until: ends?.toISOString() ?? null }
        : null;
    list.push({
      vassalage,
      displayName: v.displayName,
      mobileSmallIcon: v.smallIcon,
      gameTypes: typesOf(vassalage),
      maintenance: window,
    });
  }
  return { list };
}
