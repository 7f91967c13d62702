import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import { ok } from '../../lib/responses.ts';

// Catalogue answers kept per node until the operator changes the catalogue (decision 073): the
// same for every reader of a language, so a busy game list is served from memory. The content
// feature keeps its answers the same way (decision 044); features do not share code, so the
// small cache is repeated here with the `games` topic.

/** A computed answer: the value and, when a maintenance window opens or closes sooner, that moment. */
export interface Computed<T> {
  value: T;
  validUntil?: number | undefined;
}

/** The envelope's JSON exactly as sent and its strong ETag. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

export interface GamesCacheOptions {
  /** The bound should an invalidation be lost or the catalogue be written in SQL behind the API. */
  maxAgeMs: number;
  /** Answers kept at most; the oldest is dropped first (keys come from validated parameters). */
  maxEntries: number;
  now?: () => number;
}

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url')}"`;

/**
 * Answers by key (call, parameters, language), dropped on every node when `games` or
 * `merchant-config` (the default language) fires; a load under way then is not kept. While the
 * bus is disconnected every request computes afresh.
 */
export function gamesCache(bus: InvalidationBus, options: GamesCacheOptions) {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { answer: Promise<CachedAnswer>; until: number }>();
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept.clear();
  };
  bus.subscribe('games', forget);
  bus.subscribe('merchant-config', forget);

  const compute = async <T>(load: () => Promise<Computed<T>>) => {
    const { value, validUntil } = await load();
    const body = JSON.stringify(ok(value));
    return { answer: { body, etag: etagOf(body) }, validUntil };
  };

  return {
    get<T>(key: string, load: () => Promise<Computed<T>>): Promise<CachedAnswer> {
      if (!bus.connected) return compute(load).then((r) => r.answer);
      const entry = kept.get(key);
      if (entry && entry.until > now()) return entry.answer;
      const startedIn = generation;
      const result = compute(load);
      const slot = { answer: result.then((r) => r.answer), until: now() + options.maxAgeMs };
      kept.delete(key);
      if (kept.size >= options.maxEntries) kept.delete(kept.keys().next().value as string);
      kept.set(key, slot);
      const drop = () => {
        if (kept.get(key) === slot) kept.delete(key);
      };
      result.then(({ validUntil }) => {
        if (generation !== startedIn) drop();
        else if (validUntil !== undefined) slot.until = Math.min(slot.until, validUntil);
      }, drop);
      return slot.answer;
    },
    get size() {
      return kept.size;
    },
  };
}

/** If-None-Match holds the answer's tag (weak comparison, RFC 9110 13.1.2), or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** `no-cache` with the ETag (the phone revalidates each time), 304 when the phone has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('cache-control', 'no-cache').header('etag', answer.etag);
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/**
 * Row counts by filter (decision 073): every language and page size of a list shares its count,
 * and it changes only with the catalogue, so it is kept like the answers and dropped with them.
 */
export function keptCounts(bus: InvalidationBus, options: GamesCacheOptions) {
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
