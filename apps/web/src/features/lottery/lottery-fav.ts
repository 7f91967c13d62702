import { STORAGE_KEYS } from '@lobby/shared';

// spec 3 "Local favourite lottery ids" and spec 4 "Favourite toggle": the member's favourite
// lottery game ids, kept on this device per user name under LOTTFAV as
// `{ "<userName>": [gameId, ...] }` (decision 093). Plain functions, no React.

type FavTable = Record<string, number[]>;

function readTable(storage: Pick<Storage, 'getItem'>): FavTable {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.LOTTFAV) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const table: FavTable = {};
    for (const [user, ids] of Object.entries(value)) {
      if (Array.isArray(ids)) table[user] = ids.filter((id): id is number => Number.isInteger(id));
    }
    return table;
  } catch {
    return {};
  }
}

/** The favourite lottery game ids of `userName` (none for a guest). */
export function readLotteryFavs(
  userName: string | undefined,
  storage: Pick<Storage, 'getItem'> = localStorage,
): number[] {
  if (!userName) return [];
  return readTable(storage)[userName] ?? [];
}

/** Adds or removes `gameId` for `userName`; returns the new list. */
export function toggleLotteryFav(
  userName: string,
  gameId: number,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): number[] {
  const table = readTable(storage);
  const current = table[userName] ?? [];
  const next = current.includes(gameId) ? current.filter((id) => id !== gameId) : [...current, gameId];
  table[userName] = next;
  storage.setItem(STORAGE_KEYS.LOTTFAV, JSON.stringify(table));
  return next;
}

/** Favourites first (in the order they were added), then the rest in the server's order. */
export function sortByFavourite<T extends { gameId: number }>(
  games: readonly T[],
  favs: readonly number[],
): T[] {
  const rank = (game: T) => {
    const index = favs.indexOf(game.gameId);
    return index === -1 ? favs.length : index;
  };
  return games
    .map((game, order) => ({ game, order }))
    .sort((a, b) => rank(a.game) - rank(b.game) || a.order - b.order)
    .map(({ game }) => game);
}
