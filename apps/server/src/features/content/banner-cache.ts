import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import { ok } from '../../lib/responses.ts';

// The public banner and hot-match answers, kept per node until the operator changes content
// (the 'content' topic, every node through Redis) or a time window opens or closes, and sent
// with an ETag so a repeat load costs a 304 (issue 10 "Server"). The lead may fold this into
// the content feature's shared helper.

/** Even without a message, an answer is rebuilt at least this often. */
const MAX_AGE_MS = 60_000;

export interface CachedAnswer<T> {
  value: T;
  etag: string;
  expires: number;
}

/** A weak tag: compression changes the bytes, not the answer. */
export const etagOf = (value: unknown) =>
  `W/"${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22)}"`;

export function answerCache(bus: InvalidationBus) {
  const entries = new Map<string, CachedAnswer<unknown>>();
  let generation = 0;
  const forget = () => {
    entries.clear();
    generation += 1;
  };
  // The merchant's default language and code shape the answers too.
  bus.subscribe('content', forget);
  bus.subscribe('merchant-config', forget);
  return {
    /** `load` answers the value and when it next changes by itself (null: not by itself). */
    async get<T>(key: string, now: number, load: () => Promise<{ value: T; nextChange: Date | null }>) {
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit as CachedAnswer<T>;
      const started = generation;
      const { value, nextChange } = await load();
      const expires = Math.min(
        now + MAX_AGE_MS,
        nextChange ? nextChange.getTime() : Number.POSITIVE_INFINITY,
      );
      const entry = { value, etag: etagOf(value), expires };
      // A load that began before an invalidation may hold the old rows: answer it, keep it not.
      if (started === generation) entries.set(key, entry);
      return entry;
    },
  };
}

/** `If-None-Match` holds the tag (or `*`): the client's copy is current. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

/** Revalidated on every use (`no-cache`), answered 304 when the client's tag is current. */
export function sendAnswer<T>(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer<T>) {
  reply.header('cache-control', 'no-cache').header('etag', entry.etag);
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return ok(entry.value);
}
