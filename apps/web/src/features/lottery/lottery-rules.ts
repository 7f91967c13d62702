import type { LotteryMenuGroup } from '@lobby/shared';

// Pure rules of the lottery lobby (spec 2.12, 3, 4; decision 093).

/**
 * The balls of a previous winning number (spec 3: parts separated by `~`, the first may be
 * comma-separated): the first part's comma-separated values, else its digits one by one.
 */
export function winningBalls(previousWinningNumber: string): string[] {
  const first = previousWinningNumber.split('~')[0]?.trim() ?? '';
  if (!first) return [];
  return first.includes(',') ? first.split(',').map((part) => part.trim()) : [...first];
}

export const HOT_TAB = 'HOT';
export const FAV_TAB = 'FAV';

export interface LobbyTab {
  tag: string;
  /** The server's label; HOT and FAV are named by the app's texts. */
  label: string | null;
}

/** spec 2.12: HOT, FAV, then the server's groups (a server HOT or FAV group is not repeated). */
export function lobbyTabs(groups: readonly LotteryMenuGroup[]): LobbyTab[] {
  return [
    { tag: HOT_TAB, label: null },
    { tag: FAV_TAB, label: null },
    ...groups
      .filter((group) => group.tag !== HOT_TAB && group.tag !== FAV_TAB)
      .map((group) => ({ tag: group.tag, label: group.labelName })),
  ];
}

type Entry = LotteryMenuGroup['gameMenus'][number];

const isHot = (entry: Entry) => entry.tag.split(',').some((tag) => tag.trim().toUpperCase() === HOT_TAB);

/** The games of a tab: hot-tagged games, the user's favourites, or the group's games, once each. */
export function tabGames(groups: readonly LotteryMenuGroup[], tab: string, favs: readonly number[]): Entry[] {
  const seen = new Set<number>();
  const once = (entries: Entry[]) =>
    entries.filter((entry) => {
      if (seen.has(entry.gameId)) return false;
      seen.add(entry.gameId);
      return true;
    });
  const all = groups.flatMap((group) => group.gameMenus);
  if (tab === HOT_TAB) {
    return once([...(groups.find((group) => group.tag === HOT_TAB)?.gameMenus ?? []), ...all.filter(isHot)]);
  }
  if (tab === FAV_TAB) {
    const byId = new Map(all.map((entry) => [entry.gameId, entry]));
    return favs.map((id) => byId.get(id)).filter((entry): entry is Entry => entry !== undefined);
  }
  return once(groups.find((group) => group.tag === tab)?.gameMenus ?? []);
}
