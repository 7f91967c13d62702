import { GameListResponse } from '@lobby/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ENTRIES, readLocal, writeLocal } from './local-cache.ts';

// spec 7 "cached lists kept locally" (decision 083): bounded, shape-checked, never a throw.

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const page = { games: [], pageNum: 1, totalPages: 3 };
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
});

describe('local cache of catalogue answers', () => {
  it('gives back what it kept, with its age', () => {
    writeLocal(['games', 'list', 1], page, 1000);
    expect(readLocal(['games', 'list', 1], GameListResponse)).toEqual({ data: page, at: 1000 });
  });

  it('ignores a kept answer of another shape', () => {
    writeLocal(['games', 'list', 1], { games: 'no' }, 1000);
    expect(readLocal(['games', 'list', 1], GameListResponse)).toBeUndefined();
  });

  it(`keeps at most ${MAX_ENTRIES} answers, dropping the least recently written`, () => {
    for (let i = 0; i <= MAX_ENTRIES; i++) writeLocal(['games', i], page, i);
    expect(readLocal(['games', 0], GameListResponse)).toBeUndefined();
    expect(readLocal(['games', MAX_ENTRIES], GameListResponse)?.at).toBe(MAX_ENTRIES);
    expect(storage.items.size).toBe(MAX_ENTRIES + 1);
  });

  it('reads a refused storage as empty and writes nothing', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      value: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('full');
        },
      },
      configurable: true,
    });
    expect(() => writeLocal(['games'], page)).not.toThrow();
    expect(readLocal(['games'], GameListResponse)).toBeUndefined();
  });
});
