import type { InvalidationBus, Topic } from './invalidation-bus.ts';

/**
 * One value loaded on first use and kept until the bus says its topic changed (on any node),
 * e.g. the start-up configuration (issue 7, decision 022), or at most `maxAgeMs`, the bound
 * when a message is lost. Concurrent first uses share one load; undefined (nothing to answer
 * yet) and failures are not kept. While the bus is disconnected every call loads, since a
 * change elsewhere could go unheard.
 */
export function invalidatedValue<T>(
  bus: InvalidationBus,
  topic: Topic,
  maxAgeMs: number,
  load: () => Promise<T | undefined>,
  now: () => number = Date.now,
): () => Promise<T | undefined> {
  let kept: { value: Promise<T | undefined>; until: number } | undefined;
  // A load under way when the change lands is dropped here, so the next call loads again.
  bus.subscribe(topic, () => {
    kept = undefined;
  });
  return () => {
    if (!bus.connected) return load();
    if (kept && kept.until > now()) return kept.value;
    const entry = { value: load(), until: now() + maxAgeMs };
    kept = entry;
    const forget = () => {
      if (kept === entry) kept = undefined;
    };
    entry.value.then((value) => value === undefined && forget(), forget);
    return entry.value;
  };
}
