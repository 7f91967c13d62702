import { LoginResponse } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import { knownCaptcha, login, walletBalance } from '../../test/accounts.ts';
import {
  freshUsername,
  membersNamed,
  refused,
  register,
  registrationBody,
  setRule,
  walletsOf,
  withFlags,
} from '../../test/accounts-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const codeOf = (res: { json(): { error?: { code: string } } }) => res.json().error?.code ?? 'OK';

describe('PUT /api/accounts/register, username method', () => {
  it('creates the member and its wallet, stores how it registered, and logs it in', async () => {
    const body = await registrationBody(t.db, {
      nickname: 'Ally',
      email: 'ally@example.com',
      registerUrl: 'm.lobby.example',
      domain: 'M.Lobby.Example',
      registerMethod: 'PWA',
    });
    const res = await register(t, body);
    expect(res.statusCode).toBe(200);
    const value = LoginResponse.parse(res.json().value);
    expect(value).toMatchObject({ userName: body.username, customerType: 0, firstTimeLogin: false });
    const [member] = await membersNamed(t.db, body.username as string);
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
    expect(await verifyPassword(member?.passwordHash ?? '', 'lantern river 2031')).toBe(true);
    const balance = await walletBalance(t, value.token);
    expect(balance.statusCode).toBe(200);
    expect(balance.json().value.sumBalance).toBe('0.00');
  });

  it('answers 400 PAYLOAD_NOT_ENCRYPTED for a plain body and writes nothing', async () => {
    const body = await registrationBody(t.db);
    const error = await refused(
      t.db,
      () => t.app.inject({ method: 'PUT', url: '/api/accounts/register', payload: body }),
      400,
    );
    expect(error.code).toBe('PAYLOAD_NOT_ENCRYPTED');
  });

  it('answers 409 USERNAME_TAKEN for a taken username, in any case, and keeps one member', async () => {
    const first = await registrationBody(t.db);
    expect((await register(t, first)).statusCode).toBe(200);
    const error = await refused(
      t.db,
      async () => register(t, await registrationBody(t.db, { username: first.username })),
      409,
    );
    expect(error).toEqual({ code: 'USERNAME_TAKEN', message: 'Sorry, the username already exists.' });
    expect(await membersNamed(t.db, first.username as string)).toHaveLength(1);
  });

  it('spends the captcha before it tells a username is taken (issue 8 item 5)', async () => {
    const first = await registrationBody(t.db);
    expect((await register(t, first)).statusCode).toBe(200);
    const captcha = await knownCaptcha(t.db);
    expect(
      (await register(t, await registrationBody(t.db, { ...captcha, username: first.username }))).statusCode,
    ).toBe(409);
    expect((await register(t, await registrationBody(t.db, captcha))).json().error.code).toBe(
      'CAPTCHA_INVALID',
    );
  });

  it.each([
    ['confirmPassword', { confirmPassword: 'lantern river 2032' }],
    ['username', { username: 'Bad_Name' }],
    ['username', { username: '1abc' }],
    ['password', { password: 'abc1234', confirmPassword: 'abc1234' }],
    ['password', { password: undefined, confirmPassword: undefined }],
    ['email', { email: 'not-an-address' }],
    ['nickname', { nickname: 'x'.repeat(21) }],
    ['affiliateCode', { affiliateCode: 'ab-1' }],
    ['qqNum', { qqNum: '12345' }],
    // REGMOBVERF3 is off: the username method takes no mobile number.
    ['mobileNum', { mobileNum: '123456789', countryDialingCode: '+60' }],
    ['verificationCode', { verificationCode: '123456' }],
  ])('answers 400 naming %s and writes nothing', async (field, overrides) => {
    const body = await registrationBody(t.db, overrides);
    const error = await refused(t.db, () => register(t, body), 400);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it.each([
    ['an unknown key', { isAdmin: true }],
    ['a type other than 0', { type: 1 }],
    ['an unknown register method', { registerMethod: 'DESKTOP' }],
    ['neither username nor mobile number', { username: undefined }],
  ])('answers 400 VALIDATION_ERROR for %s', async (_name, overrides) => {
    const body = await registrationBody(t.db, overrides);
    const error = await refused(t.db, () => register(t, body), 400);
    expect(error.code).toBe('VALIDATION_ERROR');
  });

  it('answers 400 naming a field its rule disables, and a required one that is missing', async () => {
    const disabled = await registrationBody(t.db, { idNumber: 'A1234567' });
    expect(await refused(t.db, () => register(t, disabled), 400)).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'idNumber',
      message: 'idNumber: this field is not accepted',
    });
    await setRule(t.db, 'nickname', true, true);
    try {
      const body = await registrationBody(t.db);
      const error = await refused(t.db, () => register(t, body), 400);
      expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'nickname' });
    } finally {
      await setRule(t.db, 'nickname', true, false);
    }
  });

  it('answers 403 FORBIDDEN when only mobile registration is enabled, and writes nothing', async () => {
    await withFlags(t.db, { USERNAMEREG3: false, MOBILENUMREG3: true }, async () => {
      const body = await registrationBody(t.db);
      expect((await refused(t.db, () => register(t, body), 403)).code).toBe('FORBIDDEN');
    });
  });

  it('keeps the username method open when both registration flags are off', async () => {
    await withFlags(t.db, { USERNAMEREG3: false, MOBILENUMREG3: false }, async () => {
      expect((await register(t, await registrationBody(t.db))).statusCode).toBe(200);
    });
  });

  it('answers 400 CAPTCHA_INVALID for a wrong captcha and writes nothing', async () => {
    const body = await registrationBody(t.db, { captcha: '99999' });
    expect((await refused(t.db, () => register(t, body), 400)).code).toBe('CAPTCHA_INVALID');
    expect(await membersNamed(t.db, body.username as string)).toEqual([]);
  });

  it('answers 400 CAPTCHA_REQUIRED without a captcha while the captcha rule is on', async () => {
    const { captcha: _c, captchaId: _i, ...body } = await registrationBody(t.db);
    expect((await refused(t.db, () => register(t, body), 400)).code).toBe('CAPTCHA_REQUIRED');
    await setRule(t.db, 'captcha', false, false);
    try {
      expect((await register(t, body)).statusCode).toBe(200);
    } finally {
      await setRule(t.db, 'captcha', true, false);
    }
  });

  it('a captcha is good for one registration only', async () => {
    const captcha = await knownCaptcha(t.db);
    expect((await register(t, await registrationBody(t.db, captcha))).statusCode).toBe(200);
    const res = await register(t, await registrationBody(t.db, captcha));
    expect(res.json().error.code).toBe('CAPTCHA_INVALID');
  });
});

describe('registration under concurrency (issue 3)', () => {
  it('50 parallel registrations of one username make exactly one member and one wallet', async () => {
    const username = freshUsername();
    const bodies = await Promise.all(Array.from({ length: 50 }, () => registrationBody(t.db, { username })));
    const answers = await Promise.all(bodies.map((body) => register(t, body)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().error.code).toBe('USERNAME_TAKEN');
    }
    const members = await membersNamed(t.db, username);
    expect(members).toHaveLength(1);
    expect(await walletsOf(t.db, members[0]?.id ?? 0)).toHaveLength(1);
  });

  it('50 parallel logins and registrations of one username make exactly one member', async () => {
    const username = freshUsername();
    const bodies = await Promise.all(Array.from({ length: 25 }, () => registrationBody(t.db, { username })));
    const [registrations, logins] = await Promise.all([
      Promise.all(bodies.map((body) => register(t, body))),
      Promise.all(bodies.map(() => login(t, username, 'lantern river 2031'))),
    ]);
    expect(registrations.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of registrations.filter((r) => r.statusCode !== 200)) {
      expect(res.json().error.code).toBe('USERNAME_TAKEN');
    }
    // A login before the member exists fails; after, it logs into that one member. Past the
    // account's tries (all from fresh addresses) the rest are asked for a captcha (issue 8 item 4).
    for (const res of logins) expect(['OK', 'LOGIN_FAILED', 'CAPTCHA_REQUIRED']).toContain(codeOf(res));
    for (const res of logins.filter((r) => r.statusCode === 200)) {
      expect(res.json().value.userName).toBe(username);
    }
    expect(await membersNamed(t.db, username)).toHaveLength(1);
  });
});
