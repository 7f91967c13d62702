import { describe, expect, it } from 'vitest';
import { readLotteryFavs, sortByFavourite, toggleLotteryFav } from './lottery-fav.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('LOTTFAV (spec 3, 4)', () => {
  it('keeps favourites per user name', () => {
    const storage = memoryStorage();
    expect(toggleLotteryFav('anna', 7, storage)).toEqual([7]);
    expect(toggleLotteryFav('bob', 9, storage)).toEqual([9]);
    expect(readLotteryFavs('anna', storage)).toEqual([7]);
    expect(readLotteryFavs('bob', storage)).toEqual([9]);
    expect(readLotteryFavs(undefined, storage)).toEqual([]);
  });

  it('removes a favourite on the second toggle', () => {
    const storage = memoryStorage();
    toggleLotteryFav('anna', 7, storage);
    toggleLotteryFav('anna', 8, storage);
    expect(toggleLotteryFav('anna', 7, storage)).toEqual([8]);
  });

  it('reads a broken record as none', () => {
    expect(readLotteryFavs('anna', memoryStorage({ LOTTFAV: 'nope' }))).toEqual([]);
    expect(readLotteryFavs('anna', memoryStorage({ LOTTFAV: '{"anna":["x",3]}' }))).toEqual([3]);
  });

  it('sorts favourites first, keeping the server order otherwise', () => {
    const games = [1, 2, 3, 4].map((gameId) => ({ gameId }));
    expect(sortByFavourite(games, [3, 1]).map((g) => g.gameId)).toEqual([3, 1, 2, 4]);
  });
});
