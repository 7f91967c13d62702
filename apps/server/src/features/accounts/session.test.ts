import { LoginResponse, MemberInfo } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import * as s from '../../db/schema.ts';
import { bearer, knownCaptcha, sendEncrypted } from '../../test/accounts.ts';
import { createTestMember, TEST_PASSWORD } from '../../test/members.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let db: Db;
beforeAll(() => {
  db = t.database.db;
});

const login = (body: object) =>
  sendEncrypted(t, 'POST', '/api/accounts/login', { type: 'username', ...body });
const balance = (token: string) => t.app.inject({ url: '/api/wallet/balance', headers: bearer(token) });

describe('POST /api/accounts/login', () => {
  it('opens a session and answers the spec 3 login response', async () => {
    const { member } = await createTestMember(db);
    const res = await login({
      username: member.account.toUpperCase(),
      password: TEST_PASSWORD,
      remember: true,
    });
    expect(res.statusCode).toBe(200);
    const value = LoginResponse.parse(res.json().value);
    expect(value).toMatchObject({ userName: member.account, customerType: 0, firstTimeLogin: true });
    expect((await balance(value.token)).statusCode).toBe(200);
  });

  it('answers the same 401 LOGIN_FAILED for a wrong password and an unknown username', async () => {
    const { member } = await createTestMember(db);
    const wrong = await login({ username: member.account, password: 'wrong123' });
    const unknown = await login({ username: `${member.account}x`, password: TEST_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      error: { code: 'LOGIN_FAILED', message: 'Wrong username or password' },
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 400 PAYLOAD_NOT_ENCRYPTED for a plain body', async () => {
    const { member } = await createTestMember(db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      payload: { type: 'username', username: member.account, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PAYLOAD_NOT_ENCRYPTED');
  });

  it('demands a captcha from the third failure on, and the right password with it resets', async () => {
    const { member } = await createTestMember(db);
    const bad = { username: member.account, password: 'wrong123' };
    expect((await login(bad)).json().error.value).toBeUndefined();
    expect((await login(bad)).json().error.value).toBeUndefined();
    const third = await login(bad);
    expect(third.statusCode).toBe(401);
    expect(third.json().error).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: true } });

    // Even the right password now needs a captcha.
    const noCaptcha = await login({ username: member.account, password: TEST_PASSWORD });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().error).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });

    const wrongCaptcha = await login({
      ...(await knownCaptcha(db)),
      captcha: '99999',
      ...bad,
      password: TEST_PASSWORD,
    });
    expect(wrongCaptcha.statusCode).toBe(400);
    expect(wrongCaptcha.json().error).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } });

    const withCaptcha = await login({
      ...(await knownCaptcha(db)),
      username: member.account,
      password: TEST_PASSWORD,
    });
    expect(withCaptcha.statusCode).toBe(200);
    // The success reset the count: no captcha needed now.
    expect((await login({ username: member.account, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('counts failures for unknown usernames too, so the answer does not tell them apart', async () => {
    const bad = { username: 'nobody42', password: 'wrong123' };
    await login(bad);
    await login(bad);
    expect((await login(bad)).json().error).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: true } });
  });

  it('answers 403 ACCOUNT_DISABLED for a disabled member with the right password', async () => {
    const { member } = await createTestMember(db);
    await db.update(s.member).set({ status: 'disabled' }).where(eq(s.member.id, member.id));
    const res = await login({ username: member.account, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_DISABLED');
  });

  it('answers 400 VALIDATION_ERROR for another login type', async () => {
    const res = await login({ type: 'sms', username: 'someone', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'type' });
  });
});

describe('DELETE /api/accounts/session', () => {
  it('revokes the current session only', async () => {
    const { member, token } = await createTestMember(db);
    const other = LoginResponse.parse(
      (await login({ username: member.account, password: TEST_PASSWORD })).json().value,
    ).token;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/accounts/session',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null });
    const after = await balance(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('SESSION_REVOKED');
    expect((await balance(other)).statusCode).toBe(200);
    const rows = await db.select().from(s.memberSession).where(eq(s.memberSession.memberId, member.id));
    expect(rows.filter((r) => r.revokedReason === 'logout')).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/accounts/session' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('GET /api/accounts/member', () => {
  it('answers the spec 3 member info with the upline account', async () => {
    const { member: agent } = await createTestMember(db, { customerType: 2 });
    const { member, token } = await createTestMember(db, {
      nickname: 'Neo',
      uplineId: agent.id,
      vipLevel: 3,
    });
    const res = await t.app.inject({ url: '/api/accounts/member', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(MemberInfo.parse(res.json().value)).toEqual({
      id: member.id,
      nickname: 'Neo',
      account: member.account,
      regDate: member.regDate.getTime(),
      type: 0,
      toUpline: agent.account,
      vipLevel: 3,
    });
  });

  it('answers toUpline null and nickname null when there are none', async () => {
    const { token } = await createTestMember(db);
    const res = await t.app.inject({ url: '/api/accounts/member', headers: bearer(token) });
    expect(res.json().value).toMatchObject({ toUpline: null, nickname: null });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/accounts/member' })).statusCode).toBe(401);
  });
});

// Runs when a Redis server is given, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379.
describe.skipIf(!process.env.TEST_REDIS_URL)('login failures counted in Redis', () => {
  it('demands a captcha after the third failure', async () => {
    const withRedis = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? '' });
    try {
      const { member } = await createTestMember(withRedis.database.db);
      const bad = { type: 'username', username: member.account, password: 'wrong123' };
      const send = () => sendEncrypted(withRedis, 'POST', '/api/accounts/login', bad);
      await send();
      await send();
      expect((await send()).json().error).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: true } });
      expect((await send()).json().error.code).toBe('CAPTCHA_REQUIRED');
    } finally {
      await withRedis.close();
    }
  });
});
