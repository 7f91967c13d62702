import { API_PATHS } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { MERCHANT_ACCOUNTS, transfer } from '../../core/ledger.ts';
import { publishBalance } from '../../core/member-events.ts';
import * as s from '../../db/schema/index.ts';
import { openStream } from '../../test/event-stream.ts';
import { createTestMember } from '../../test/members.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';
import { HEARTBEAT_MS, MAX_STREAMS_PER_MEMBER } from './routes.ts';

// Issue 11 "Live balance", decisions 059 and 060: GET /api/events over a real socket.

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /api/events', () => {
  it.each([
    ['no header', {}],
    ['an unknown token', bearer('x'.repeat(43))],
  ])('answers 401 UNAUTHORIZED in the envelope with %s', async (_name, headers) => {
    const res = await t.app.inject({ url: API_PATHS.events, headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
  });

  it('answers 401 SESSION_REVOKED for a revoked session', async () => {
    const { member, token } = await createTestMember(t.db);
    await t.db
      .update(s.memberSession)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(eq(s.memberSession.memberId, member.id));
    const res = await t.app.inject({ url: API_PATHS.events, headers: bearer(token) });
    expect([res.statusCode, res.json().error.code]).toEqual([401, 'SESSION_REVOKED']);
  });

  it('opens an uncompressed, unstored event stream whose first event is the balance snapshot', async () => {
    const { token } = await createTestMember(t.db);
    const stream = await openStream(t.app, token);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    // Compression would hold events in its buffer (the client asked for gzip and br).
    expect(stream.response.headers['content-encoding']).toBeUndefined();
    expect(stream.response.headers['cache-control']).toBe('no-store');
    // The security headers of every answer are kept although Fastify let go of this one.
    expect(stream.response.headers['x-content-type-options']).toBe('nosniff');
    expect(await stream.next()).toEqual({
      type: 'balance',
      sumBalance: '0.00',
      availableBalance: '0.00',
      currencySymbol: 'K',
      snapshot: true,
    });
    stream.close();
  });

  it('delivers the member’s own events, never another member’s', async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    const stream = await openStream(t.app, a.token);
    await stream.next();
    await t.app.memberEvents.publish(b.member.id, { type: 'deposit', id: 'b-1', state: 'approved' });
    await t.app.memberEvents.publish(a.member.id, { type: 'withdrawal', id: 'a-1', state: 'paid' });
    expect(await stream.next()).toEqual({ type: 'withdrawal', id: 'a-1', state: 'paid' });
    await expect(stream.next(200)).rejects.toThrow('no event arrived');
    stream.close();
  });

  it('publishBalance reads the committed wallet and pushes it (spec 9: 2 decimals)', async () => {
    const { member, wallet, token } = await createTestMember(t.db);
    const stream = await openStream(t.app, token);
    expect((await stream.next()).type).toBe('balance');
    await t.db.transaction((tx) =>
      // The double-entry ledger of main (merge of events into cashierweb): from the adjustments account.
      transfer(tx, {
        transferKey: 'e1',
        kind: 'adjustment',
        walletId: wallet.id,
        account: MERCHANT_ACCOUNTS.adjustments,
        direction: 'credit',
        amountMinor: 12345,
      }),
    );
    await publishBalance(t.db, t.app.memberEvents, member.id);
    expect(await stream.next()).toEqual({
      type: 'balance',
      sumBalance: '123.45',
      availableBalance: '123.45',
      currencySymbol: 'K',
    });
    stream.close();
  });

  it('a reconnect starts with the current balance: nothing published meanwhile is missed', async () => {
    const { member, wallet, token } = await createTestMember(t.db);
    const first = await openStream(t.app, token);
    await first.next();
    first.close();
    await t.db.transaction((tx) =>
      // The double-entry ledger of main (merge of events into cashierweb): from the adjustments account.
      transfer(tx, {
        transferKey: 'e2',
        kind: 'adjustment',
        walletId: wallet.id,
        account: MERCHANT_ACCOUNTS.adjustments,
        direction: 'credit',
        amountMinor: 500,
      }),
    );
    await publishBalance(t.db, t.app.memberEvents, member.id);
    const again = await openStream(t.app, token);
    expect(await again.next()).toMatchObject({ type: 'balance', sumBalance: '5.00', snapshot: true });
    again.close();
  });

  it('ends the stream the moment the session is logged out', async () => {
    const { token } = await createTestMember(t.db);
    const stream = await openStream(t.app, token);
    await stream.next();
    const logout = await t.app.inject({ method: 'DELETE', url: API_PATHS.session, headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    await stream.ended;
    const res = await t.app.inject({ url: API_PATHS.events, headers: bearer(token) });
    expect(res.json().error.code).toBe('SESSION_REVOKED');
  });

  it(`keeps at most ${MAX_STREAMS_PER_MEMBER} streams per member: one more closes the oldest`, async () => {
    const { member, token } = await createTestMember(t.db);
    const streams = [];
    for (let i = 0; i <= MAX_STREAMS_PER_MEMBER; i++) {
      const stream = await openStream(t.app, token);
      await stream.next();
      streams.push(stream);
    }
    await streams[0]?.ended;
    // The others stay open: each still receives.
    const [, ...rest] = streams;
    await t.app.memberEvents.publish(member.id, { type: 'deposit', id: 'd-1', state: 'pending' });
    for (const stream of rest) expect((await stream.next()).type).toBe('deposit');
    for (const stream of rest) stream.close();
  });
});

describe('the OpenAPI document', () => {
  it('lists GET /api/events as an event stream behind the member session', async () => {
    const doc = (await t.app.inject({ url: `${API_PATHS.docs}/json` })).json();
    const get = doc.paths[API_PATHS.events]?.get;
    expect(get.security).toEqual([{ memberSession: [] }]);
    expect(get.description).toContain('text/event-stream');
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['401', '403']));
  });
});

describe('closing the server', () => {
  it('ends the open streams, so close() does not wait on them', async () => {
    const own = await createTestApp();
    const { token } = await createTestMember(own.db);
    const stream = await openStream(own.app, token);
    await stream.next();
    await own.close();
    await stream.ended;
  });
});

describe('the heartbeat', () => {
  it('sends a comment every 25 s, and ends a stream whose session expired meanwhile', async () => {
    // Only the heartbeat's interval is faked; sockets and the database keep real time. No session
    // cache, so the judgement reads the expired row (a cached one never outlives its session).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const own = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
    try {
      const { member, token } = await createTestMember(own.db);
      const stream = await openStream(own.app, token);
      await stream.next();
      const before = stream.comments;
      // An open tab must not keep an idle session alive (decision 060): the judgement never touches.
      const lastSeenAt = new Date(Date.now() - 5 * 60_000);
      const session = own.db.update(s.memberSession).set({ lastSeenAt });
      await session.where(eq(s.memberSession.memberId, member.id));
      vi.advanceTimersByTime(HEARTBEAT_MS);
      await vi.waitFor(() => expect(stream.comments).toBe(before + 1));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [row] = await own.db
        .select()
        .from(s.memberSession)
        .where(eq(s.memberSession.memberId, member.id));
      expect(row?.lastSeenAt).toEqual(lastSeenAt);
      await own.db
        .update(s.memberSession)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(s.memberSession.memberId, member.id));
      vi.advanceTimersByTime(HEARTBEAT_MS);
      await stream.ended;
    } finally {
      vi.useRealTimers();
      await own.close();
    }
  });
});
