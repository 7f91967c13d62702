import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema/index.ts';
import { hashToken } from '../lib/session-tokens.ts';
import { createTestMember } from '../test/members.ts';
import { useTestApp } from '../test/test-app.ts';
import { type InvalidationBus, memoryInvalidationBus } from './invalidation-bus.ts';
import { type SessionCacheOptions, sessionCache } from './session-cache.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-lifetime.ts';

// Issue 7 "Hot read path", docs/decisions/022: requireMember's rows from memory, forgotten on a
// bus message, never kept past the TTL or the session's own expiry.
const t = useTestApp();

function cacheOf(options: Partial<SessionCacheOptions> = {}, bus: InvalidationBus = memoryInvalidationBus()) {
  return sessionCache(t.db, bus, { ttlMs: 30_000, maxEntries: 100, ...options });
}

/** A change behind the cache's back: no message, so only a database read can see it. */
const disable = (memberId: number) =>
  t.db.update(s.member).set({ status: 'disabled' }).where(eq(s.member.id, memberId));
const revokeQuietly = (memberId: number) =>
  t.db
    .update(s.memberSession)
    .set({ revokedAt: new Date(), revokedReason: 'logout' })
    .where(eq(s.memberSession.memberId, memberId));

async function member() {
  const { member, token } = await createTestMember(t.db);
  return { id: member.id, hash: hashToken(token) };
}

describe('session cache', () => {
  it('answers from memory until the bus says the member changed (the account-disable call)', async () => {
    const sessions = cacheOf();
    const m = await member();
    expect((await sessions.find(m.hash))?.status).toBe('active');
    await disable(m.id);
    expect((await sessions.find(m.hash))?.status).toBe('active');
    await sessions.memberChanged(m.id);
    expect((await sessions.find(m.hash))?.status).toBe('disabled');
  });

  it('reads again once the TTL is over, and never keeps a row past its session’s expiry', async () => {
    let clock = Date.now();
    const sessions = cacheOf({ ttlMs: 30_000, now: () => clock });
    const m = await member();
    await t.db
      .update(s.memberSession)
      .set({ expiresAt: new Date(clock + 10_000) })
      .where(eq(s.memberSession.memberId, m.id));
    await sessions.find(m.hash);
    await revokeQuietly(m.id);
    clock += 9_000;
    expect((await sessions.find(m.hash))?.revokedAt).toBeNull();
    clock += 1_000;
    expect((await sessions.find(m.hash))?.revokedReason).toBe('logout');

    const other = await member();
    await sessions.find(other.hash);
    await disable(other.id);
    clock += 29_000;
    expect((await sessions.find(other.hash))?.status).toBe('active');
    clock += 1_000;
    expect((await sessions.find(other.hash))?.status).toBe('disabled');
  });

  // issue 8 item 11, docs/decisions/034: a copy never outlives the idle timeout or the absolute
  // lifetime, whatever the TTL, so requireMember judges an ended session on a fresh row.
  it('never keeps a row past its idle timeout or its absolute lifetime', async () => {
    let clock = Date.now();
    const sessions = cacheOf({ ttlMs: 24 * 60 * 60_000, now: () => clock });
    const idle = await member();
    await t.db
      .update(s.memberSession)
      .set({ lastSeenAt: new Date(clock - SESSION_IDLE_MS + 60_000) })
      .where(eq(s.memberSession.memberId, idle.id));
    await sessions.find(idle.hash);
    await revokeQuietly(idle.id);
    clock += 59_000;
    expect((await sessions.find(idle.hash))?.revokedAt).toBeNull();
    clock += 1_000;
    expect((await sessions.find(idle.hash))?.revokedReason).toBe('logout');

    const old = await member();
    await t.db
      .update(s.memberSession)
      .set({ createdAt: new Date(clock - SESSION_ABSOLUTE_MS + 60_000), lastSeenAt: new Date(clock) })
      .where(eq(s.memberSession.memberId, old.id));
    await sessions.find(old.hash);
    await revokeQuietly(old.id);
    clock += 60_000;
    expect((await sessions.find(old.hash))?.revokedReason).toBe('logout');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const sessions = cacheOf({ maxEntries: 2 });
    const [a, b, c] = [await member(), await member(), await member()];
    for (const m of [a, b, a, c]) await sessions.find(m.hash);
    for (const m of [a, b, c]) await disable(m.id);
    expect((await sessions.find(a.hash))?.status).toBe('active');
    expect((await sessions.find(c.hash))?.status).toBe('active');
    expect((await sessions.find(b.hash))?.status).toBe('disabled');
  });

  it('keeps nothing with a TTL of 0, nor while the bus may miss messages (Redis away)', async () => {
    const deaf = { ...memoryInvalidationBus(), connected: false };
    for (const sessions of [cacheOf({ ttlMs: 0 }), cacheOf({}, deaf)]) {
      const m = await member();
      await sessions.find(m.hash);
      await disable(m.id);
      expect((await sessions.find(m.hash))?.status).toBe('disabled');
    }
  });

  it('forgets every session of the member on another cache of the same bus', async () => {
    const bus = memoryInvalidationBus();
    const [here, there] = [cacheOf({}, bus), cacheOf({}, bus)];
    const m = await member();
    await there.find(m.hash);
    await revokeQuietly(m.id);
    await here.memberChanged(m.id);
    expect((await there.find(m.hash))?.revokedReason).toBe('logout');
  });
});
