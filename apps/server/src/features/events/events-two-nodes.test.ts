import { API_PATHS } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { openStream } from '../../test/event-stream.ts';
import { createTestMember } from '../../test/members.ts';
import { TWO_NODES_ENABLED, useTwoNodes } from '../../test/two-nodes.ts';

// Issue 11 "Live balance", decision 060: two API nodes on one PostgreSQL and one Redis. An event
// published on node A reaches the member's stream held by node B, through Redis pub/sub; a
// logout on A ends B's stream. Runs with TEST_DATABASE_URL (api-postgres) and TEST_REDIS_URL.

describe.skipIf(!TWO_NODES_ENABLED)('member events across two nodes', () => {
  const { a, b } = useTwoNodes();

  it('an event published on A reaches the stream on B, once, and only its member’s', async () => {
    const one = await createTestMember(a.db);
    const other = await createTestMember(a.db);
    const onB = await openStream(b.app, one.token);
    const onA = await openStream(a.app, one.token);
    expect((await onB.next()).type).toBe('balance');
    expect((await onA.next()).type).toBe('balance');
    await a.app.memberEvents.publish(other.member.id, { type: 'deposit', id: 'x', state: 'pending' });
    await a.app.memberEvents.publish(one.member.id, { type: 'deposit', id: 'd-7', state: 'approved' });
    expect(await onB.next()).toEqual({ type: 'deposit', id: 'd-7', state: 'approved' });
    // A delivers its own event at once and skips the echo from Redis: exactly one each.
    expect(await onA.next()).toEqual({ type: 'deposit', id: 'd-7', state: 'approved' });
    await expect(onA.next(300)).rejects.toThrow('no event arrived');
    await expect(onB.next(10)).rejects.toThrow('no event arrived');
    onA.close();
    onB.close();
  });

  it('a logout on A ends the stream held by B', async () => {
    const { token } = await createTestMember(a.db);
    const onB = await openStream(b.app, token);
    await onB.next();
    const logout = await a.app.inject({
      method: 'DELETE',
      url: API_PATHS.session,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    await onB.ended;
  });
});
