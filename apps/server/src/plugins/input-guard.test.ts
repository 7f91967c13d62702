import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema/index.ts';
import { bearer, login } from '../test/accounts.ts';
import { createTestMember } from '../test/members.ts';
import { useTestApp } from '../test/test-app.ts';

// Issue 8 item 7 and the fuzz test: one guard refuses a NUL or a lone surrogate in any string of
// the body, query, path parameters or headers with 400 naming the field (decision 037).

const t = useTestApp();

function expectRefused(
  res: { statusCode: number; json(): { error: { code: string; field?: string } } },
  field: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
}

const setNickname = (token: string, payload: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/accounts/member/nickname',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload,
  });

describe('input guard', () => {
  it('refuses a NUL in a query string (it answered 500 from the database)', async () => {
    expectRefused(await t.app.inject({ url: '/api/accounts/affiliate-check?code=%00' }), 'code');
  });

  it.each([
    ['a NUL', '{"nickname":"Lucky\\u0000"}'],
    ['a lone high surrogate', '{"nickname":"Lucky\\ud800"}'],
    ['a lone low surrogate', '{"nickname":"\\udc00Lucky"}'],
  ])('refuses %s in a JSON body and stores nothing', async (_name, payload) => {
    const { member, token } = await createTestMember(t.db, { nickname: 'Before' });
    expectRefused(await setNickname(token, payload), 'nickname');
    const [row] = await t.db.select().from(s.member).where(eq(s.member.id, member.id));
    expect(row?.nickname).toBe('Before');
  });

  it('keeps a well-formed surrogate pair (an emoji)', async () => {
    const { token } = await createTestMember(t.db);
    const res = await setNickname(token, '{"nickname":"Lucky \\ud83c\\udf40"}');
    expect(res.statusCode).toBe(200);
    expect(res.json().value.nickname).toBe('Lucky \u{1F340}');
  });

  it('names a nested field by its dot path', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/config/customer-service',
      headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
      payload: '{"links":[{"label":"Chat\\u0000","url":"https://chat.example"}]}',
    });
    expectRefused(res, 'links.0.label');
  });

  it('refuses a NUL in a header', async () => {
    const res = await t.app.inject({
      url: '/api/accounts/countries',
      headers: { 'x-lobby-note': 'a\u0000b' },
    });
    expectRefused(res, 'x-lobby-note');
  });

  it('refuses a NUL inside an encrypted body once it is decrypted', async () => {
    expectRefused(await login(t, 'someone\u0000', 'secret123'), 'username');
  });
});
