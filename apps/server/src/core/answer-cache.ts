import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../lib/responses.ts';
import type { InvalidationBus, Topic } from './invalidation-bus.ts';

// Answers computed once and kept per node until the operator changes what they show: the same for
// every reader of a language, so one node serves a busy page from memory. Public content keeps its
// answers here under the `content` topic (decision 044), the game catalogue under `games`
// (decision 073).

/** A computed answer: the value and, when a time window opens or closes sooner, that moment. */
export interface Computed<T> {
  value: T;
  /** ms timestamp after which the answer must be computed again; undefined: no window ahead. */
  validUntil?: number | undefined;
}

/** What is kept: the envelope's JSON exactly as sent, its strong ETag, and the value itself. */
export interface CachedAnswer<T = unknown> {
  value: T;
  body: string;
  etag: string;
}

export interface AnswerCacheOptions {
  /** The bound should an invalidation be lost, or the data be written in SQL behind the API. */
  maxAgeMs: number;
  /** Answers kept at most; the oldest is dropped first (keys come from validated parameters). */
  maxEntries: number;
  now?: () => number;
}

/** A strong validator: the body's SHA-256, base64url, quoted. */
export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url')}"`;

/**
 * Answers by key (call, parameters, language). Every node drops them all when one of `topics` or
 * `merchant-config` fires (the default language picks the fallback text); a load under way when
 * that happens is not kept. While the bus is disconnected every request computes afresh.
 */
export function answerCache(bus: InvalidationBus, topics: readonly Topic[], options: AnswerCacheOptions) {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { answer: Promise<CachedAnswer>; until: number }>();
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept.clear();
  };
  for (const topic of topics) bus.subscribe(topic, forget);
  bus.subscribe('merchant-config', forget);

  const compute = async <T>(load: () => Promise<Computed<T>>) => {
    const { value, validUntil } = await load();
    const body = JSON.stringify(ok(value));
    return { answer: { value, body, etag: etagOf(body) }, validUntil };
  };

  return {
    get<T>(key: string, load: () => Promise<Computed<T>>): Promise<CachedAnswer<T>> {
      if (!bus.connected) return compute(load).then(({ answer }) => answer);
      const entry = kept.get(key);
      if (entry && entry.until > now()) return entry.answer as Promise<CachedAnswer<T>>;
      const startedIn = generation;
      const started = now();
      const result = compute(load);
      const answer = result.then((r) => r.answer);
      const slot = { answer: answer as Promise<CachedAnswer>, until: started + options.maxAgeMs };
      kept.delete(key);
      if (kept.size >= options.maxEntries) kept.delete(kept.keys().next().value as string);
      kept.set(key, slot);
      result.then(
        ({ validUntil }) => {
          if (generation !== startedIn) {
            if (kept.get(key) === slot) kept.delete(key);
          } else if (validUntil !== undefined) slot.until = Math.min(slot.until, validUntil);
        },
        () => {
          if (kept.get(key) === slot) kept.delete(key);
        },
      );
      return answer;
    },
    /** How many answers are kept (tests). */
    get size() {
      return kept.size;
    },
  };
}

/** If-None-Match holds the answer's tag (weak comparison, RFC 9110 13.1.2), or is `*`. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sends a kept answer: `no-cache` (a phone revalidates every time, so an operator change shows on
 * the next load) with its ETag, and 304 without a body when the phone already has it.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('cache-control', 'no-cache').header('etag', answer.etag);
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
