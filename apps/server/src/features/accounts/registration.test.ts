import { LoginResponse } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import * as s from '../../db/schema.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { bearer, knownCaptcha } from '../../test/accounts.ts';
import { useTestApp } from '../../test/test-app.ts';
import { type Answer, refused, sendFrom, setRule, withFlags } from './test-helpers.ts';

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

const register = (body: object) => sendFrom(t, 'PUT', '/api/accounts/register', body);
const membersNamed = (account: string) => db.select().from(s.member).where(eq(s.member.account, account));

const refusedWithoutWrites = (send: () => Promise<Answer>, status: number) => refused(db, send, status);

describe('PUT /api/accounts/register, username method', () => {
  it('creates the member and its wallet, stores how it registered, and logs it in', async () => {
    const body = await registration({
      nickname: 'Ally',
      email: 'ally@example.com',
      registerUrl: 'm.lobby.example',
      domain: 'M.Lobby.Example',
      registerMethod: 'PWA',
    });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const value = LoginResponse.parse(res.json().value);
    expect(value).toMatchObject({ userName: body.username, customerType: 0, firstTimeLogin: false });
    const [member] = await membersNamed(body.username as string);
    expect(member).toMatchObject({
      nickname: 'Ally',
      email: 'ally@example.com',
      customerType: 0,
      registerMethod: 'PWA',
      registerUrl: 'm.lobby.example',
      registerDomain: 'm.lobby.example',
      uplineId: null,
      mobileNum: null,
      headIcon: 1,
    });
    expect(await verifyPassword(member?.passwordHash ?? '', 'secret123')).toBe(true);
    const balance = await t.app.inject({ url: '/api/wallet/balance', headers: bearer(value.token) });
    expect(balance.statusCode).toBe(200);
    expect(balance.json().value.sumBalance).toBe('0.00');
  });

  it('answers 400 PAYLOAD_NOT_ENCRYPTED for a plain body and writes nothing', async () => {
    const body = await registration();
    const error = await refusedWithoutWrites(
      () => t.app.inject({ method: 'PUT', url: '/api/accounts/register', payload: body }),
      400,
    );
    expect(error.code).toBe('PAYLOAD_NOT_ENCRYPTED');
  });

  it('answers 409 USERNAME_TAKEN for a taken username, in any case, and keeps one member', async () => {
    const first = await registration();
    expect((await register(first)).statusCode).toBe(200);
    const error = await refusedWithoutWrites(
      async () => register(await registration({ username: first.username })),
      409,
    );
    expect(error).toEqual({ code: 'USERNAME_TAKEN', message: 'Sorry, the username already exists.' });
    expect(await membersNamed(first.username as string)).toHaveLength(1);
  });

  it('does not spend the captcha on a taken username', async () => {
    const first = await registration();
    expect((await register(first)).statusCode).toBe(200);
    const captcha = await knownCaptcha(db);
    expect((await register(await registration({ ...captcha, username: first.username }))).statusCode).toBe(
      409,
    );
    expect((await register(await registration(captcha))).statusCode).toBe(200);
  });

  it.each([
    ['confirmPassword', { confirmPassword: 'secret124' }],
    ['username', { username: 'Bad_Name' }],
    ['username', { username: '1abc' }],
    ['password', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }],
    ['password', { password: undefined, confirmPassword: undefined }],
    ['email', { email: 'not-an-address' }],
    ['nickname', { nickname: 'x'.repeat(21) }],
    ['affiliateCode', { affiliateCode: 'ab-1' }],
    ['qqNum', { qqNum: '12345' }],
    // REGMOBVERF3 is off: the username method takes no mobile number.
    ['mobileNum', { mobileNum: '123456789', countryDialingCode: '+60' }],
    ['verificationCode', { verificationCode: '123456' }],
  ])('answers 400 naming %s and writes nothing', async (field, overrides) => {
    const body = await registration(overrides);
    const error = await refusedWithoutWrites(() => register(body), 400);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it.each([
    ['an unknown key', { isAdmin: true }],
    ['a type other than 0', { type: 1 }],
    ['an unknown register method', { registerMethod: 'DESKTOP' }],
    ['neither username nor mobile number', { username: undefined }],
  ])('answers 400 VALIDATION_ERROR for %s', async (_name, overrides) => {
    const body = await registration(overrides);
    const error = await refusedWithoutWrites(() => register(body), 400);
    expect(error.code).toBe('VALIDATION_ERROR');
  });

  it('answers 400 naming a field its rule disables, and a required one that is missing', async () => {
    const disabled = await registration({ idNumber: 'A1234567' });
    expect(await refusedWithoutWrites(() => register(disabled), 400)).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'idNumber',
      message: 'idNumber: this field is not accepted',
    });
    await setRule(db, 'nickname', true, true);
    try {
      const body = await registration();
      const error = await refusedWithoutWrites(() => register(body), 400);
      expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'nickname' });
    } finally {
      await setRule(db, 'nickname', true, false);
    }
  });

  it('answers 403 FORBIDDEN when only mobile registration is enabled, and writes nothing', async () => {
    await withFlags(db, { USERNAMEREG3: false, MOBILENUMREG3: true }, async () => {
      const body = await registration();
      expect((await refusedWithoutWrites(() => register(body), 403)).code).toBe('FORBIDDEN');
    });
  });

  it('keeps the username method open when both registration flags are off', async () => {
    await withFlags(db, { USERNAMEREG3: false, MOBILENUMREG3: false }, async () => {
      expect((await register(await registration())).statusCode).toBe(200);
    });
  });

  it('answers 400 CAPTCHA_INVALID for a wrong captcha and writes nothing', async () => {
    const body = await registration({ captcha: '99999' });
    expect((await refusedWithoutWrites(() => register(body), 400)).code).toBe('CAPTCHA_INVALID');
    expect(await membersNamed(body.username as string)).toEqual([]);
  });

  it('answers 400 CAPTCHA_REQUIRED without a captcha while the captcha rule is on', async () => {
    const { captcha: _c, captchaId: _i, ...body } = await registration();
    expect((await refusedWithoutWrites(() => register(body), 400)).code).toBe('CAPTCHA_REQUIRED');
    await setRule(db, 'captcha', false, false);
    try {
      expect((await register(body)).statusCode).toBe(200);
    } finally {
      await setRule(db, 'captcha', true, false);
    }
  });

  it('a captcha is good for one registration only', async () => {
    const captcha = await knownCaptcha(db);
    expect((await register(await registration(captcha))).statusCode).toBe(200);
    const res = await register(await registration(captcha));
    expect(res.json().error.code).toBe('CAPTCHA_INVALID');
  });
});

describe('registration under concurrency (issue 3)', () => {
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

  it('50 parallel logins and registrations of one username make exactly one member', async () => {
    const username = newName();
    const bodies = await Promise.all(Array.from({ length: 25 }, () => registration({ username })));
    const login = { type: 'username', username, password: 'secret123' };
    const [registrations, logins] = await Promise.all([
      Promise.all(bodies.map((body) => register(body))),
      Promise.all(bodies.map(() => sendFrom(t, 'POST', '/api/accounts/login', login))),
    ]);
    expect(registrations.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of registrations.filter((r) => r.statusCode !== 200)) {
      expect(res.json().error.code).toBe('USERNAME_TAKEN');
    }
    // A login before the member exists fails; after, it logs into that one member.
    for (const res of logins) expect([200, 401, 429]).toContain(res.statusCode);
    for (const res of logins.filter((r) => r.statusCode === 200)) {
      expect(res.json().value.userName).toBe(username);
    }
    expect(await membersNamed(username)).toHaveLength(1);
  });
});
