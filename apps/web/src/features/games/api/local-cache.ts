import type { Check } from '../../../lib/checks.ts';

// spec 7 "cached lists kept locally" (decision 083): catalogue answers (never a member's own)
// are kept in localStorage, at most MAX_ENTRIES, the least recently written going first. A kept
// answer draws at once and the query refreshes it in the background.

const PREFIX = 'games-cache:';
const INDEX = `${PREFIX}index`;
export const MAX_ENTRIES = 24;

interface Entry {
  at: number;
  data: unknown;
}

const storageKey = (key: readonly unknown[]) => PREFIX + JSON.stringify(key);

function readIndex(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(INDEX) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** The kept answer, when there is one and it still has the shape the schema wants. */
export function readLocal<T>(key: readonly unknown[], schema: Check<T>): { data: T; at: number } | undefined {
  try {
    const raw = localStorage.getItem(storageKey(key));
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Entry;
    const checked = schema.safeParse(entry.data);
    return checked.success && typeof entry.at === 'number' ? { data: checked.data, at: entry.at } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps an answer; a full or refused storage only means it is not kept. */
export function writeLocal(key: readonly unknown[], data: unknown, now = Date.now()): void {
  const name = storageKey(key);
  try {
    const index = [...readIndex().filter((k) => k !== name), name];
    while (index.length > MAX_ENTRIES) {
      const oldest = index.shift();
      if (oldest) localStorage.removeItem(oldest);
    }
    localStorage.setItem(name, JSON.stringify({ at: now, data } satisfies Entry));
    localStorage.setItem(INDEX, JSON.stringify(index));
  } catch {
    // Not kept: the next visit asks the server, as it would anyway.
  }
}

/**
 * Query options of a locally kept catalogue answer: the kept copy is the initial data (with its
 * age, so TanStack Query refreshes it when stale) and every fresh answer is kept.
 */
export function cachedLocally<T>(key: readonly unknown[], schema: Check<T>) {
  return {
    initialData: () => readLocal(key, schema)?.data,
    initialDataUpdatedAt: () => readLocal(key, schema)?.at,
  };
}

/** Wraps a fetch so its answer is kept under `key`. */
export const keepLocally =
  <T>(key: readonly unknown[], fetch: () => Promise<T>) =>
  async (): Promise<T> => {
    const data = await fetch();
    writeLocal(key, data);
    return data;
  };
