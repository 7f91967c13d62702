import { LoginResponse } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import * as s from '../../db/schema.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { bearer, knownCaptcha, sendEncrypted } from '../../test/accounts.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let db: Db;
beforeAll(() => {
  db = t.database.db;
});

let seq = 0;
const newName = () => `reg${Date.now().toString(36).slice(-6)}${seq++}`;

async function registration(overrides: Record<string, unknown> = {}) {
  return {
    username: newName(),
    password: 'secret123',
    confirmPassword: 'secret123',
    registerMethod: 'H5',
    type: 0,
    ...(await knownCaptcha(db)),
    ...overrides,
  };
}

const register = (body: object) => sendEncrypted(t, 'PUT', '/api/accounts/register', body);
const membersNamed = (account: string) => db.select().from(s.member).where(eq(s.member.account, account));
const memberCount = async () => (await db.select({ id: s.member.id }).from(s.member)).length;

async function setRule(field: string, enabled: boolean, required: boolean) {
  await db.update(s.registrationRule).set({ enabled, required }).where(eq(s.registrationRule.field, field));
}

describe('PUT /api/accounts/register', () => {
  it('creates the member and its wallet and logs it in', async () => {
    const body = await registration({ nickname: 'Ally', email: 'ally@example.com' });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const value = LoginResponse.parse(res.json().value);
    expect(value).toMatchObject({ userName: body.username, customerType: 0, firstTimeLogin: false });
    const [member] = await membersNamed(body.username as string);
    expect(member).toMatchObject({ nickname: 'Ally', email: 'ally@example.com', customerType: 0 });
    expect(await verifyPassword(member?.passwordHash ?? '', 'secret123')).toBe(true);
    const balance = await t.app.inject({ url: '/api/wallet/balance', headers: bearer(value.token) });
    expect(balance.statusCode).toBe(200);
    expect(balance.json().value.sumBalance).toBe('0.00');
  });

  it('answers 400 PAYLOAD_NOT_ENCRYPTED for a plain body and writes nothing', async () => {
    const body = await registration();
    const before = await memberCount();
    const res = await t.app.inject({ method: 'PUT', url: '/api/accounts/register', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PAYLOAD_NOT_ENCRYPTED');
    expect(await memberCount()).toBe(before);
  });

  it('answers 409 USERNAME_TAKEN for a taken username and keeps one member', async () => {
    const first = await registration();
    expect((await register(first)).statusCode).toBe(200);
    const res = await register(await registration({ username: first.username }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'Sorry, the username already exists.',
    });
    expect(await membersNamed(first.username as string)).toHaveLength(1);
  });

  it.each([
    ['confirmPassword', { confirmPassword: 'secret124' }],
    ['username', { username: 'Bad_Name' }],
    ['username', { username: '1abc' }],
    ['password', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }],
    ['email', { email: 'not-an-address' }],
    ['nickname', { nickname: 'x'.repeat(21) }],
    ['affiliateCode', { affiliateCode: 'ab-1' }],
    ['qqNum', { qqNum: '12345' }],
  ])('answers 400 naming %s and writes nothing', async (field, overrides) => {
    const before = await memberCount();
    const res = await register(await registration(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await memberCount()).toBe(before);
  });

  it.each([
    ['an unknown key', { isAdmin: true }],
    ['a type other than 0', { type: 1 }],
    ['an unknown register method', { registerMethod: 'DESKTOP' }],
  ])('answers 400 VALIDATION_ERROR for %s', async (_name, overrides) => {
    const res = await register(await registration(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('answers 400 naming a required optional field that is missing', async () => {
    await setRule('nickname', true, true);
    try {
      const res = await register(await registration());
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'nickname' });
    } finally {
      await setRule('nickname', true, false);
    }
  });

  it('answers 400 CAPTCHA_INVALID for a wrong captcha and writes nothing', async () => {
    const body = await registration({ captcha: '99999' });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('CAPTCHA_INVALID');
    expect(await membersNamed(body.username as string)).toEqual([]);
  });

  it('answers 400 CAPTCHA_REQUIRED without a captcha while the captcha rule is on', async () => {
    const { captcha: _c, captchaId: _i, ...body } = await registration();
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('CAPTCHA_REQUIRED');
    await setRule('captcha', false, false);
    try {
      expect((await register(body)).statusCode).toBe(200);
    } finally {
      await setRule('captcha', true, false);
    }
  });

  it('a captcha is good for one registration only', async () => {
    const captcha = await knownCaptcha(db);
    expect((await register(await registration(captcha))).statusCode).toBe(200);
    const res = await register(await registration(captcha));
    expect(res.json().error.code).toBe('CAPTCHA_INVALID');
  });

  it('50 parallel registrations of one username make exactly one member and one wallet', async () => {
    const username = newName();
    const bodies = await Promise.all(Array.from({ length: 50 }, () => registration({ username })));
    const answers = await Promise.all(bodies.map((body) => register(body)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().error.code).toBe('USERNAME_TAKEN');
    }
    const members = await membersNamed(username);
    expect(members).toHaveLength(1);
    const wallets = await db
      .select()
      .from(s.wallet)
      .where(eq(s.wallet.memberId, members[0]?.id ?? 0));
    expect(wallets).toHaveLength(1);
  });
});
