import type { DbOrTx } from '../db/client.ts';
import type { InvalidationBus } from './invalidation-bus.ts';
import { findSessionByTokenHash } from './member-sessions.ts';
import { sessionEndsAt } from './session-lifetime.ts';

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>;

export interface SessionCacheOptions {
  /** How long a row may answer without the database (SESSION_CACHE_SECONDS); 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export interface SessionCache {
  /** The session behind a token hash, from memory when a fresh enough copy is there. */
  find(tokenHash: string): Promise<SessionRow | undefined>;
  /**
   * Every node forgets the member's sessions. Call after the transaction that revoked them, or
   * changed the member's status, type or trial, committed (docs/decisions/022).
   */
  memberChanged(memberId: number): Promise<void>;
}

/**
 * requireMember's session rows, kept in memory (issue 7 "Hot read path") so an authenticated
 * read costs only its own query. Unknown tokens are never kept, so guessing fills nothing. A
 * row is kept at most `ttlMs` and never past its session's end (absolute, idle or trial), so
 * expiry needs no message; revocations do, through the bus.
 */
export function sessionCache(db: DbOrTx, bus: InvalidationBus, options: SessionCacheOptions): SessionCache {
  const now = options.now ?? Date.now;
  // Map order is recency order: a hit moves its entry to the end, the oldest goes first.
  const entries = new Map<string, { row: SessionRow; until: number }>();
  // A lookup that started before an invalidation may have read the old row: it is not kept.
  let generation = 0;
  bus.subscribe('member', (memberId) => {
    generation += 1;
    if (memberId === null) entries.clear();
    else
      for (const [hash, entry] of entries) if (String(entry.row.memberId) === memberId) entries.delete(hash);
  });

  const keep = (tokenHash: string, row: SessionRow) => {
    const at = now();
    // Never past the session's end, idle timeout included (docs/decisions/034). The row's end can
    // only move later than this copy's (a touch), so an ended session is judged on a fresh row.
    const until = Math.min(at + options.ttlMs, sessionEndsAt(row));
    if (until <= at) return;
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(tokenHash, { row, until });
  };

  return {
    async find(tokenHash) {
      const entry = bus.connected ? entries.get(tokenHash) : undefined;
      if (entry) {
        entries.delete(tokenHash);
        if (entry.until > now()) {
          entries.set(tokenHash, entry);
          return entry.row;
        }
      }
      const started = generation;
      const row = await findSessionByTokenHash(db, tokenHash);
      if (row && options.ttlMs > 0 && bus.connected && started === generation) keep(tokenHash, row);
      return row;
    },
    memberChanged: (memberId) => bus.publish('member', String(memberId)),
  };
}
