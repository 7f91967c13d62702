import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts.ts';
import { refused, register, registrationBody } from '../../test/accounts-helpers.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

// Issue 8 item 7 (decision 033): a NUL byte or a lone surrogate once reached the database and
// answered 500. The shared rules refuse them first: 400 VALIDATION_ERROR naming the field.

const t = useTestApp();

const setNickname = (token: string, nickname: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/accounts/member/nickname',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify({ nickname }),
  });

const expectFieldRefused = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', field } });
};

describe('hostile characters answer 400 naming the field', () => {
  it.each(['%00', 'AB%0012', '%C2%85', 'AB%1B12'])('GET affiliate-check?code=%s', async (code) => {
    const res = await t.app.inject({ url: `/api/accounts/affiliate-check?code=${code}` });
    expectFieldRefused(res, 'code');
  });

  it('GET affiliate-check with a NUL in the domain', async () => {
    const res = await t.app.inject({ url: '/api/accounts/affiliate-check?code=AB12&domain=a%00.com' });
    expectFieldRefused(res, 'domain');
  });

  it.each([
    ['a NUL', 'Neo\u0000'],
    ['a lone surrogate', 'Neo\ud800'],
    ['a right-to-left override', 'Neo\u202egnp.exe'],
    ['a zero-width space', 'Ne\u200bo'],
  ])('PUT nickname with %s', async (_name, nickname) => {
    const { token } = await createTestMember(t.db);
    expectFieldRefused(await setNickname(token, nickname), 'nickname');
  });

  it('registration with a NUL in the nickname writes nothing', async () => {
    const body = await registrationBody(t.db, { nickname: 'Neo\u0000' });
    const error = await refused(t.db, () => register(t, body), 400);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'nickname' });
  });

  it('registration with a NUL in the password writes nothing', async () => {
    const password = 'long pass\u0000phrase';
    const body = await registrationBody(t.db, { password, confirmPassword: password });
    const error = await refused(t.db, () => register(t, body), 400);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'password' });
  });
});
