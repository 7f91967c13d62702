import type { AnswerCacheOptions } from '../../core/answer-cache.ts';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';

// The catalogue's answers are kept in core/answer-cache.ts under the `games` topic (decision 073);
// what the games add is the row counts below.

/**
 * Row counts by filter (decision 073): every language and page size of a list shares its count,
 * and it changes only with the catalogue, so it is kept like the answers and dropped with them.
 */
export function keptCounts(bus: InvalidationBus, options: AnswerCacheOptions) {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { count: Promise<number>; until: number }>();
  const forget = () => kept.clear();
  bus.subscribe('games', forget);
  return (key: string, load: () => Promise<number>): Promise<number> => {
    if (!bus.connected) return load();
    const entry = kept.get(key);
    if (entry && entry.until > now()) return entry.count;
    const slot = { count: load(), until: now() + options.maxAgeMs };
    if (kept.size >= options.maxEntries) kept.delete(kept.keys().next().value as string);
    kept.set(key, slot);
    slot.count.catch(() => {
      if (kept.get(key) === slot) kept.delete(key);
    });
    return slot.count;
  };
}
