import { GAME_CODES } from './constants.ts';
import type { GameType } from './games.ts';

// spec 4 "Vendor grouping" (decision 071): cockfight and e-sports vendors are taken out of SPORTS
// into their own COCKFIGHT and ESPORTS categories, placed at and after the sports position.
// spec 9 names them: e-sports TF, cockfight DS88. Pure, so the server builds the sorting list
// with it and the web can check a list it holds against it.

/** The vendors spec 9 moves out of SPORTS, with the category each goes to (in this order). */
export const SPORTS_SPLIT: readonly { gameCategory: GameType; vassalage: string }[] = [
  { gameCategory: 'ESPORTS', vassalage: GAME_CODES.esport },
  { gameCategory: 'COCKFIGHT', vassalage: GAME_CODES.cockfight },
];

export interface SortingEntry {
  gameCategory: GameType;
  vendorNames: string[];
}

/** The category a vendor listed under `gameType` is shown in: TF and DS88 leave SPORTS. */
export function groupedCategoryOf(vassalage: string, gameType: GameType): GameType {
  if (gameType !== 'SPORTS') return gameType;
  return SPORTS_SPLIT.find((s) => s.vassalage === vassalage)?.gameCategory ?? gameType;
}

/**
 * Regroups a sorting list in the server's category order. SPORTS keeps its place with the vendors
 * left to it; ESPORTS then COCKFIGHT follow it, holding the moved vendors after any they already
 * had. If SPORTS is left empty it is dropped, so ESPORTS takes its position ("at" the sports
 * position). Without a SPORTS entry, or with nothing to move, the list is returned as it was.
 */
export function groupVendorCategories(sorting: readonly SortingEntry[]): SortingEntry[] {
  const sportsAt = sorting.findIndex((e) => e.gameCategory === 'SPORTS');
  if (sportsAt < 0) return sorting.map(copy);
  const sports = sorting[sportsAt] as SortingEntry;
  const moved = new Map<GameType, string[]>();
  for (const name of sports.vendorNames) {
    const to = groupedCategoryOf(name, 'SPORTS');
    if (to !== 'SPORTS') moved.set(to, [...(moved.get(to) ?? []), name]);
  }
  if (moved.size === 0) return sorting.map(copy);

  const remaining = sports.vendorNames.filter((n) => groupedCategoryOf(n, 'SPORTS') === 'SPORTS');
  const splitTypes = SPORTS_SPLIT.map((s) => s.gameCategory);
  const inserted: SortingEntry[] = [];
  if (remaining.length > 0) inserted.push({ gameCategory: 'SPORTS', vendorNames: remaining });
  for (const type of splitTypes) {
    const existing = sorting.find((e) => e.gameCategory === type)?.vendorNames ?? [];
    const names = [...existing, ...(moved.get(type) ?? []).filter((n) => !existing.includes(n))];
    if (names.length > 0) inserted.push({ gameCategory: type, vendorNames: names });
  }
  const rest = (from: number, to: number) =>
    sorting
      .slice(from, to)
      .filter((e) => !splitTypes.includes(e.gameCategory))
      .map(copy);
  return [...rest(0, sportsAt), ...inserted, ...rest(sportsAt + 1, sorting.length)];
}

const copy = (e: SortingEntry): SortingEntry => ({
  gameCategory: e.gameCategory,
  vendorNames: [...e.vendorNames],
});
