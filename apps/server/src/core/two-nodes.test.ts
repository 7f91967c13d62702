import { StartupConfig } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema/index.ts';
import { login } from '../test/accounts.ts';
import { createTestMember, TEST_PASSWORD } from '../test/members.ts';
import { auth, type TestApp } from '../test/test-app.ts';
import { TWO_NODES_ENABLED, useTwoNodes } from '../test/two-nodes.ts';
import { MAX_LIVE_SESSIONS } from './session-lifetime.ts';

// Issue 7 "Hot read path", docs/decisions/022: two API nodes on one PostgreSQL and one Redis.
// A revocation or a configuration change on node A holds on node B at once, although B keeps
// both in memory. Runs with TEST_DATABASE_URL (project api-postgres) and TEST_REDIS_URL.

describe.skipIf(!TWO_NODES_ENABLED)('two nodes sharing PostgreSQL and Redis', () => {
  const { a, b } = useTwoNodes();

  const balance = (node: TestApp, token: string) =>
    node.app.inject({ url: '/api/wallet/balance', headers: { authorization: `Bearer ${token}` } });
  const startup = async (node: TestApp) =>
    StartupConfig.parse((await node.app.inject({ url: '/api/merchant/config' })).json().value);
  const maintenance = (node: TestApp, enabled: boolean) =>
    node.app.inject({
      method: 'PUT',
      url: '/api/operator/config/maintenance',
      headers: auth(),
      payload: { enabled },
    });

  it('B answers a session from memory: a change nobody announced does not reach it', async () => {
    const { member, token } = await createTestMember(a.db);
    expect((await balance(b, token)).statusCode).toBe(200);
    await a.db.update(s.member).set({ status: 'disabled' }).where(eq(s.member.id, member.id));
    expect((await balance(b, token)).statusCode).toBe(200);
    expect((await balance(a, token)).json().error.code).toBe('ACCOUNT_DISABLED');
  });

  it('a logout on A refuses the token on B at once', async () => {
    const { token } = await createTestMember(a.db);
    expect((await balance(b, token)).statusCode).toBe(200);
    const logout = await a.app.inject({
      method: 'DELETE',
      url: '/api/accounts/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    // Redis wrote the message to B's socket before answering A's PUBLISH, so before the logout
    // answered; B reads it on its next turn of I/O, which a real request to B always is and an
    // in-process inject is not: one round trip to Redis (the health call) gives B that turn.
    await a.app.inject({ url: '/api/health' });
    const res = await balance(b, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_REVOKED');
  });

  // Issue 8 item 11, docs/decisions/034: the login beyond the cap replaces the oldest session.
  it('a login on A that replaces the oldest session refuses it on B at once', async () => {
    const { member, token } = await createTestMember(a.db);
    expect((await balance(b, token)).statusCode).toBe(200);
    for (let i = 0; i < MAX_LIVE_SESSIONS; i++) {
      const res = await login(a, member.account, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
    }
    await a.app.inject({ url: '/api/health' });
    const res = await balance(b, token);
    expect([res.statusCode, res.json().error.code]).toEqual([401, 'SESSION_REPLACED']);
  });

  it('a configuration change on A shows on B', async () => {
    expect((await startup(b)).maintenance).toBe(false);
    expect((await maintenance(a, true)).statusCode).toBe(200);
    await a.app.inject({ url: '/api/health' });
    expect((await startup(b)).maintenance).toBe(true);
    expect((await maintenance(a, false)).statusCode).toBe(200);
    await a.app.inject({ url: '/api/health' });
    expect((await startup(b)).maintenance).toBe(false);
  });
});
