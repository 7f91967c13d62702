import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { login } from '../../test/accounts.ts';
import { createTestMember, TEST_PASSWORD } from '../../test/members.ts';
import {
  checkLink,
  insertLink,
  memberRow,
  openSession,
  passwordIs,
  post,
  sessionAnswer,
  waitForEmail,
} from '../../test/passwords-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const NEW = 'fresh kettle 456';
const reset = (token: string, newPassword = NEW, confirmNewPassword = newPassword) =>
  post(t, '/api/passwords/reset', { token, newPassword, confirmNewPassword });
const invalid = {
  code: 'RESET_LINK_INVALID',
  message: 'This link is invalid or has expired; ask for a new one.',
};

/** The member's password, sessions and links are as they were. */
async function expectUnchanged(memberId: number, token: string) {
  expect(await passwordIs(t.db, memberId, TEST_PASSWORD)).toBe(true);
  expect(await sessionAnswer(t, token)).toEqual({ status: 200, code: null });
}

describe('the e-mailed link', () => {
  it('from the outbox resets the password: old one fails, new one works, every session ends', async () => {
    const email = 'reset-flow@example.com';
    const { member, token: session } = await createTestMember(t.db, { email });
    const other = await openSession(t.db, member.id);
    await post(t, '/api/passwords/forgot', { username: member.account, email });
    const { token } = await waitForEmail(t.db, email);

    expect((await checkLink(t, token)).json()).toEqual({
      success: true,
      value: { userName: member.account },
    });
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { userName: member.account } });

    for (const old of [session, other]) {
      expect(await sessionAnswer(t, old)).toEqual({ status: 401, code: 'SESSION_PASSWORD_CHANGED' });
    }
    expect((await login(t, member.account, TEST_PASSWORD)).json().error.code).toBe('LOGIN_FAILED');
    const fresh = await login(t, member.account, NEW);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().value).toMatchObject({ userName: member.account, firstTimeLogin: false });
    expect((await memberRow(t.db, member.id)).firstTimeLogin).toBe(false);
    const [link] = await t.db.select().from(s.passwordReset).where(eq(s.passwordReset.memberId, member.id));
    expect(link?.usedAt).toBeInstanceOf(Date);
  });

  it('works once: a reused link answers RESET_LINK_INVALID and changes nothing', async () => {
    const { member } = await createTestMember(t.db);
    const token = await insertLink(t.db, member.id);
    expect((await reset(token)).statusCode).toBe(200);
    const session = await openSession(t.db, member.id);
    const again = await reset(token, 'other river 789');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, error: invalid });
    expect((await checkLink(t, token)).json()).toEqual({ success: false, error: invalid });
    expect(await passwordIs(t.db, member.id, NEW)).toBe(true);
    expect(await sessionAnswer(t, session)).toEqual({ status: 200, code: null });
  });

  it('answers RESET_LINK_INVALID for an expired link and changes nothing', async () => {
    const { member, token: session } = await createTestMember(t.db);
    const token = await insertLink(t.db, member.id);
    await t.db
      .update(s.passwordReset)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(s.passwordReset.memberId, member.id));
    expect((await checkLink(t, token)).json()).toEqual({ success: false, error: invalid });
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(invalid);
    await expectUnchanged(member.id, session);
  });

  it('answers RESET_LINK_INVALID for an unknown link and for a disabled member', async () => {
    expect((await reset('x'.repeat(43))).json().error).toEqual(invalid);
    const { member } = await createTestMember(t.db);
    const token = await insertLink(t.db, member.id);
    await t.db.update(s.member).set({ status: 'disabled' }).where(eq(s.member.id, member.id));
    expect((await checkLink(t, token)).json().error).toEqual(invalid);
    expect((await reset(token)).json().error).toEqual(invalid);
    expect(await passwordIs(t.db, member.id, TEST_PASSWORD)).toBe(true);
  });

  it('answers PASSWORD_CONFIRM_MISMATCH naming confirmNewPassword, and the link stays live', async () => {
    const { member, token: session } = await createTestMember(t.db);
    const token = await insertLink(t.db, member.id);
    for (const confirm of ['fresh457', '']) {
      const res = await reset(token, NEW, confirm);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'PASSWORD_CONFIRM_MISMATCH',
        message: 'Confirmation password not matched',
        field: 'confirmNewPassword',
      });
    }
    await expectUnchanged(member.id, session);
    expect((await checkLink(t, token)).statusCode).toBe(200);
  });

  it.each([
    ['token', { token: 'short' }],
    ['token', { token: undefined }],
    ['newPassword', { newPassword: 'letters' }],
    ['newPassword', { newPassword: '1234567' }],
    ['newPassword', { newPassword: 'ab1' }],
    ['newPassword', { newPassword: 'x'.repeat(129) }],
    ['newPassword', { newPassword: '' }],
    ['confirmNewPassword', { confirmNewPassword: undefined }],
    ['body', { extra: 1 }],
  ] as const)('answers 400 naming %s, and the link stays live', async (field, change) => {
    const { member, token: session } = await createTestMember(t.db);
    const token = await insertLink(t.db, member.id);
    const res = await post(t, '/api/passwords/reset', {
      token,
      newPassword: NEW,
      confirmNewPassword: NEW,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    await expectUnchanged(member.id, session);
    expect((await checkLink(t, token)).statusCode).toBe(200);
  });

  it('lets exactly one of two parallel resets with the same link through', async () => {
    const { member } = await createTestMember(t.db);
    const token = await insertLink(t.db, member.id);
    const results = await Promise.all([
      reset(token, 'racer one 111 fast'),
      reset(token, 'racer two 222 fast'),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const loser = results.find((r) => r.statusCode === 400);
    expect(loser?.json().error).toEqual(invalid);
    const winner =
      results.findIndex((r) => r.statusCode === 200) === 0 ? 'racer one 111 fast' : 'racer two 222 fast';
    expect(await passwordIs(t.db, member.id, winner)).toBe(true);
  });

  it('check answers 400 naming token for a malformed one', async () => {
    const res = await checkLink(t, 'too-short');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'token' });
  });
});
