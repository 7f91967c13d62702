import { describe, expect, it } from 'vitest';
import { auth, type TestApp } from '../../test/test-app.ts';
import { TWO_NODES_ENABLED, useTwoNodes } from '../../test/two-nodes.ts';

// Decision 044: two API nodes on one PostgreSQL and one Redis. Node B keeps its content answers
// in memory, yet an operator change made on node A shows on B's next answer. Runs with
// TEST_DATABASE_URL (project api-postgres) and TEST_REDIS_URL.

describe.skipIf(!TWO_NODES_ENABLED)('content answers on two nodes sharing PostgreSQL and Redis', () => {
  const { a, b } = useTwoNodes();

  const help = async (node: TestApp) => {
    const res = await node.app.inject({ url: '/api/content/help?lang=EN' });
    return { etag: res.headers.etag, titles: res.json().value.list.map((i: { title: string }) => i.title) };
  };

  it('an operator change on A shows on B at once, with a new ETag', async () => {
    const before = await help(b);
    expect(before.titles).not.toContain('Two nodes');
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/operator/help-items',
      headers: auth(),
      payload: { title: { EN: 'Two nodes' }, content: { EN: '<p>same answer everywhere</p>' } },
    });
    expect(res.statusCode).toBe(200);
    // Redis wrote the message to B's socket before A's PUBLISH returned; one round trip to Redis
    // gives B the turn of I/O a real request would (as in core/two-nodes.test.ts).
    await b.app.inject({ url: '/api/health' });
    const after = await help(b);
    expect(after.titles).toContain('Two nodes');
    expect(after.etag).not.toBe(before.etag);
  });
});
