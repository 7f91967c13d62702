import { LoginResponse } from '@lobby/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { hashToken } from '../../lib/session-tokens.ts';
import { bearer, freshIp, sendEncrypted, walletBalance } from '../../test/accounts.ts';
import { knownSmsCode } from '../../test/accounts-helpers.ts';
import { createTestMember, TEST_PASSWORD } from '../../test/members.ts';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app.ts';
import { REMEMBER_LIMITS } from './remember.ts';

// Issue 8 "The remembered login keeps no password" (docs/decisions/035): a login with the
// remember flag sets an HttpOnly, SameSite=Strict cookie scoped to the remembered endpoint; the
// endpoint logs in once per token and rotates it; reuse, password changes and forgetting end it.

const t = useTestApp();
const PATH = '/api/accounts/session/remembered';
const NEW_PASSWORD = 'Lantern8remember';
const DAY_MS = 24 * 60 * 60 * 1000;

const loginWith = (app: TestApp, account: string, remember: boolean, ip?: string) =>
  sendEncrypted(
    app,
    'POST',
    '/api/accounts/login',
    { type: 'username', username: account, password: TEST_PASSWORD, remember },
    ip,
  );

function setCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header[0] : (header as string | undefined);
}

/** The remember token a login or a remembered login set. */
function tokenIn(res: { headers: Record<string, unknown> }): string {
  const value = /^lobby_remember=([^;]*)/.exec(setCookie(res) ?? '')?.[1];
  if (!value) throw new Error(`no remember cookie in ${setCookie(res)}`);
  return value;
}

const useToken = (token: string, ip = freshIp(), app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: PATH,
    headers: { cookie: `other=1; lobby_remember=${token}` },
    payload: {},
    remoteAddress: ip,
  });

const forget = (token: string) =>
  t.app.inject({ method: 'DELETE', url: PATH, headers: { cookie: `lobby_remember=${token}` } });

async function rememberedMember() {
  const { member, token: session } = await createTestMember(t.db);
  const res = await loginWith(t, member.account, true);
  expect(res.statusCode).toBe(200);
  return { member, session, remember: tokenIn(res) };
}

const rowOf = async (token: string) =>
  (
    await t.db
      .select()
      .from(s.rememberToken)
      .where(eq(s.rememberToken.tokenHash, hashToken(token)))
  )[0];

async function expectRefused(token: string) {
  const res = await useToken(token);
  expect(res.statusCode).toBe(401);
  expect(res.json().error.code).toBe('REMEMBER_TOKEN_INVALID');
  // The browser is told to drop the dead cookie.
  expect(setCookie(res)).toMatch(/^lobby_remember=; Path=\/api\/accounts\/session\/remembered; Max-Age=0/);
}

describe('login with the remember flag', () => {
  it('sets an HttpOnly, SameSite=Strict cookie scoped to the remembered endpoint, stored hashed', async () => {
    const { member, remember } = await rememberedMember();
    const res = await loginWith(t, member.account, true);
    const cookie = setCookie(res) ?? '';
    const attributes = cookie.split('; ').slice(1);
    expect(attributes.filter((a) => !a.startsWith('Max-Age=')).sort()).toEqual(
      ['HttpOnly', `Path=${PATH}`, 'SameSite=Strict'].sort(),
    );
    // The token's idle lifetime, counted from when it was stored: a loaded machine may take a
    // second or two between storing it and writing the header.
    const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))?.slice('Max-Age='.length));
    expect(maxAge).toBeLessThanOrEqual(REMEMBER_LIMITS.idleMs / 1000);
    expect(maxAge).toBeGreaterThanOrEqual(REMEMBER_LIMITS.idleMs / 1000 - 5);
    // The answer is exactly spec 3's: the token is in no JSON.
    expect(Object.keys(res.json().value).sort()).toEqual([
      'customerType',
      'firstTimeLogin',
      'token',
      'userName',
    ]);
    expect(JSON.stringify(res.json())).not.toContain(tokenIn(res));
    const row = await rowOf(remember);
    expect(row).toMatchObject({ memberId: member.id, usedAt: null, revokedAt: null });
    const rows = await t.db.select().from(s.rememberToken).where(eq(s.rememberToken.memberId, member.id));
    expect(JSON.stringify(rows)).not.toContain(remember);
  });

  it('sets no cookie without the flag', async () => {
    const { member } = await createTestMember(t.db);
    const res = await loginWith(t, member.account, false);
    expect(res.statusCode).toBe(200);
    expect(setCookie(res)).toBeUndefined();
  });

  it('also remembers an SMS login', async () => {
    const { member } = await createTestMember(t.db, { mobileDialingCode: '+60', mobileNum: '188000001' });
    const key = { purpose: 'login' as const, countryDialingCode: '+60', mobileNum: '188000001' };
    const { code } = await knownSmsCode(t.db, key);
    await t.db
      .update(s.whiteLabelFlag)
      .set({ enabled: true })
      .where(eq(s.whiteLabelFlag.code, 'MOBILEVERCODELOGIN3'));
    const res = await sendEncrypted(t, 'POST', '/api/accounts/login', {
      type: 'sms',
      username: key.mobileNum,
      password: code,
      countryDialingCode: key.countryDialingCode,
      remember: true,
    });
    await t.db
      .update(s.whiteLabelFlag)
      .set({ enabled: false })
      .where(eq(s.whiteLabelFlag.code, 'MOBILEVERCODELOGIN3'));
    expect(res.statusCode).toBe(200);
    expect((await useToken(tokenIn(res))).json().value.userName).toBe(member.account);
  });
});

/** REMEMBER_LIMITS.failuresPerIp refused tokens from one IP, then 429 even for a good token. */
async function expectPerIpLimit(app: TestApp) {
  const ip = freshIp();
  for (let i = 0; i < REMEMBER_LIMITS.failuresPerIp; i++) {
    expect((await useToken(`unknown-${i}`, ip, app)).statusCode).toBe(401);
  }
  const { member } = await createTestMember(app.db);
  const remember = tokenIn(await loginWith(app, member.account, true));
  const res = await useToken(remember, ip, app);
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  // Not spent, not cleared: the device tries again later, or from elsewhere.
  expect(setCookie(res)).toBeUndefined();
  expect((await useToken(remember, freshIp(), app)).statusCode).toBe(200);
}

describe('POST remembered', () => {
  it('logs in with the spec 3 login response and rotates the token', async () => {
    const { member, remember } = await rememberedMember();
    const res = await useToken(remember);
    expect(res.statusCode).toBe(200);
    const value = LoginResponse.parse(res.json().value);
    expect(value).toMatchObject({ userName: member.account, customerType: 0 });
    expect((await walletBalance(t, value.token)).statusCode).toBe(200);
    const next = tokenIn(res);
    expect(next).not.toBe(remember);
    expect((await rowOf(remember))?.usedAt).toBeInstanceOf(Date);
    expect((await rowOf(next))?.chain).toBe((await rowOf(remember))?.chain);
    expect((await useToken(next)).statusCode).toBe(200);
  });

  it('refuses a token used once already, and revokes its whole chain (theft detection)', async () => {
    const { remember } = await rememberedMember();
    const next = tokenIn(await useToken(remember));
    await expectRefused(remember);
    await expectRefused(next);
    expect(await rowOf(next)).toMatchObject({ revokedReason: 'reused' });
  });

  it('lets one of two racing uses of the same token through', async () => {
    const { remember } = await rememberedMember();
    const answers = await Promise.all([useToken(remember), useToken(remember)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an unknown, a missing and an expired token', async () => {
    await expectRefused('x'.repeat(43));
    const none = await t.app.inject({ method: 'POST', url: PATH, payload: {}, remoteAddress: freshIp() });
    expect(none.json().error.code).toBe('REMEMBER_TOKEN_INVALID');
    const { remember } = await rememberedMember();
    await t.db
      .update(s.rememberToken)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(s.rememberToken.tokenHash, hashToken(remember)));
    await expectRefused(remember);
  });

  it('never extends a chain past 90 days from the password login', async () => {
    const { remember } = await rememberedMember();
    await t.db
      .update(s.rememberToken)
      .set({ chainStartedAt: new Date(Date.now() - REMEMBER_LIMITS.absoluteMs + DAY_MS) })
      .where(eq(s.rememberToken.tokenHash, hashToken(remember)));
    const next = tokenIn(await useToken(remember));
    const left = ((await rowOf(next))?.expiresAt.getTime() ?? 0) - Date.now();
    expect(left).toBeLessThanOrEqual(DAY_MS);
    expect(left).toBeGreaterThan(DAY_MS - 60_000);
  });

  it('refuses a disabled member', async () => {
    const { member, remember } = await rememberedMember();
    await t.db.update(s.member).set({ status: 'disabled' }).where(eq(s.member.id, member.id));
    await expectRefused(remember);
  });

  it('takes only a JSON body, so no cross-site form can post it', async () => {
    const { remember } = await rememberedMember();
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', ''],
      ['text/plain', '{}'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: PATH,
        headers: { cookie: `lobby_remember=${remember}`, 'content-type': type as string },
        payload,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode, type).toBe(415);
    }
    expect((await useToken(remember)).statusCode).toBe(200);
  });

  it('counts refused tokens per IP: past the limit even a good token waits (429)', async () => {
    await expectPerIpLimit(t);
  });
});

describe('what ends a remembered login', () => {
  it('a plain logout does not: one tap logs back in', async () => {
    const { remember } = await rememberedMember();
    const first = await useToken(remember);
    const { token } = first.json().value as LoginResponse;
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/accounts/session',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await useToken(tokenIn(first))).statusCode).toBe(200);
  });

  it('forgetting ("not you?", remember unchecked) revokes the chain and clears the cookie', async () => {
    const { remember } = await rememberedMember();
    const res = await forget(remember);
    expect(res.statusCode).toBe(200);
    expect(setCookie(res)).toMatch(/^lobby_remember=; Path=\/api\/accounts\/session\/remembered; Max-Age=0/);
    expect(await rowOf(remember)).toMatchObject({ revokedReason: 'forgotten' });
    await expectRefused(remember);
  });

  it("a password change revokes every device's token, the changing device's too", async () => {
    const { member, session, remember } = await rememberedMember();
    const other = tokenIn(await loginWith(t, member.account, true));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passwords/change',
      headers: bearer(session),
      payload: { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await expectRefused(remember);
    await expectRefused(other);
    expect(await rowOf(remember)).toMatchObject({ revokedReason: 'password_changed' });
  });

  it('a reset by e-mailed link revokes them', async () => {
    const { member, remember } = await rememberedMember();
    const { createToken } = await import('../../lib/session-tokens.ts');
    const link = createToken();
    await t.db
      .insert(s.passwordReset)
      .values({ memberId: member.id, tokenHash: link.hash, expiresAt: new Date(Date.now() + 600_000) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passwords/reset',
      payload: { token: link.token, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    await expectRefused(remember);
  });

  it('a reset by phone revokes them', async () => {
    const mobile = { countryDialingCode: '+60', mobileNum: '188000002' };
    const { member } = await createTestMember(t.db, {
      mobileDialingCode: '+60',
      mobileNum: mobile.mobileNum,
    });
    const remember = tokenIn(await loginWith(t, member.account, true));
    const { code } = await knownSmsCode(t.db, { purpose: 'reset', ...mobile });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passwords/phone',
      payload: { ...mobile, newPassword: NEW_PASSWORD, verificationCode: code },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    await expectRefused(remember);
  });
});

describe('with an https PUBLIC_URL', () => {
  let https: TestApp;
  afterAll(() => https?.close());

  it('the cookie is Secure too', async () => {
    https = await createTestApp({ PUBLIC_URL: 'https://lobby.example', SANDBOX_GATEWAY: 'off' });
    const { member } = await createTestMember(https.db);
    const res = await loginWith(https, member.account, true);
    expect(setCookie(res)?.split('; ')).toContain('Secure');
    const next = await useToken(tokenIn(res), freshIp(), https);
    expect(setCookie(next)?.split('; ')).toContain('Secure');
  });
});

// Runs when a Redis server is given, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379.
describe.skipIf(!process.env.TEST_REDIS_URL)('refused tokens counted in Redis', () => {
  it('shares the per-IP limit through Redis', async () => {
    const withRedis = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? '' });
    try {
      await expectPerIpLimit(withRedis);
    } finally {
      await withRedis.close();
    }
  });
});
