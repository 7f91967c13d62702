import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

// Decision 044: two API nodes on one PostgreSQL and one Redis. Node B keeps its content answers
// in memory, yet an operator change made on node A shows on B's next answer. Runs with
// TEST_DATABASE_URL (project api-postgres) and TEST_REDIS_URL.
const enabled = process.env.TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_REDIS_URL);

describe.skipIf(!enabled)('content answers on two nodes sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    a = await createTestApp(redis);
    b = await createTestApp({ ...redis, DATABASE_URL: a.config.databaseUrl ?? '' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

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
