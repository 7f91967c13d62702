import { PASSWORD_LIMITS } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { bearer, login } from '../../test/accounts.ts';
import { createTestMember, TEST_PASSWORD } from '../../test/members.ts';
import {
  checkLink,
  insertLink,
  memberRow,
  openSession,
  passwordIs,
  sessionAnswer,
} from '../../test/passwords-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const NEW = 'changed kettle 42';

function change(token: string | undefined, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/passwords/change',
    headers: token ? bearer(token) : {},
    payload: { oldPassword: TEST_PASSWORD, newPassword: NEW, confirmNewPassword: NEW, ...body },
  });
}

describe('POST /api/passwords/change', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { member, token } = await createTestMember(t.db);
    const other = await openSession(t.db, member.id);
    const link = await insertLink(t.db, member.id);
    const res = await change(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null });
    expect(await sessionAnswer(t, token)).toEqual({ status: 200, code: null });
    expect(await sessionAnswer(t, other)).toEqual({ status: 401, code: 'SESSION_PASSWORD_CHANGED' });
    expect((await login(t, member.account, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, member.account, NEW)).statusCode).toBe(200);
    expect((await memberRow(t.db, member.id)).firstTimeLogin).toBe(false);
    expect((await checkLink(t, link)).json().error.code).toBe('RESET_LINK_INVALID');
  });

  it('answers OLD_PASSWORD_WRONG naming oldPassword and changes nothing', async () => {
    const { member, token } = await createTestMember(t.db);
    const other = await openSession(t.db, member.id);
    const res = await change(token, { oldPassword: 'wrong123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'OLD_PASSWORD_WRONG', field: 'oldPassword' });
    expect(await passwordIs(t.db, member.id, TEST_PASSWORD)).toBe(true);
    expect(await sessionAnswer(t, other)).toEqual({ status: 200, code: null });
  });

  it('answers PASSWORD_SAME_AS_OLD naming newPassword', async () => {
    const { member, token } = await createTestMember(t.db);
    const res = await change(token, { newPassword: TEST_PASSWORD, confirmNewPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'PASSWORD_SAME_AS_OLD', field: 'newPassword' });
    expect((await memberRow(t.db, member.id)).firstTimeLogin).toBe(true);
  });

  it('answers PASSWORD_CONFIRM_MISMATCH naming confirmNewPassword, before the old password', async () => {
    const { member, token } = await createTestMember(t.db);
    for (const body of [
      { confirmNewPassword: 'changed kettle 43' },
      { confirmNewPassword: '', oldPassword: 'wrong' },
    ]) {
      const res = await change(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'PASSWORD_CONFIRM_MISMATCH',
        message: 'Confirmation password not matched',
        field: 'confirmNewPassword',
      });
    }
    expect(await passwordIs(t.db, member.id, TEST_PASSWORD)).toBe(true);
  });

  it('answers 429 after 5 wrong old passwords, even for the right one; other members unaffected', async () => {
    const { member, token } = await createTestMember(t.db);
    for (let i = 0; i < PASSWORD_LIMITS.changeWrongOldPassword; i++) {
      expect((await change(token, { oldPassword: `wrong${i}` })).json().error.code).toBe(
        'OLD_PASSWORD_WRONG',
      );
    }
    const res = await change(token);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    // issue 7: every 429 says when to come back, here within the 15-minute window.
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await passwordIs(t.db, member.id, TEST_PASSWORD)).toBe(true);
    const another = await createTestMember(t.db);
    expect((await change(another.token)).statusCode).toBe(200);
  });

  it('lets no more than 5 parallel guesses reach the old password', async () => {
    const { token } = await createTestMember(t.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => change(token, { oldPassword: `guess${i}` })),
    );
    const codes = results.map((r) => r.json().error.code as string).sort();
    expect(codes).toEqual([...Array(5).fill('OLD_PASSWORD_WRONG'), ...Array(3).fill('RATE_LIMITED')]);
  });

  it('a right old password clears the count of wrong ones', async () => {
    const { token } = await createTestMember(t.db);
    for (let i = 0; i < PASSWORD_LIMITS.changeWrongOldPassword - 1; i++) {
      await change(token, { oldPassword: 'wrong1' });
    }
    expect(
      (await change(token, { newPassword: TEST_PASSWORD, confirmNewPassword: TEST_PASSWORD })).statusCode,
    ).toBe(400);
    expect((await change(token, { oldPassword: 'wrong1' })).json().error.code).toBe('OLD_PASSWORD_WRONG');
    expect((await change(token)).statusCode).toBe(200);
  });

  it('answers 403 TRIAL_NOT_ALLOWED for a trial member', async () => {
    const { member, token } = await createTestMember(t.db, { isTrial: true, customerType: 4 });
    const res = await change(token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('TRIAL_NOT_ALLOWED');
    expect(await passwordIs(t.db, member.id, TEST_PASSWORD)).toBe(true);
  });

  it('answers 401 without a live session, whatever the body', async () => {
    expect((await change(undefined)).json().error.code).toBe('UNAUTHORIZED');
    expect((await change(undefined, { newPassword: 'x' })).statusCode).toBe(401);
    const { member, token } = await createTestMember(t.db);
    await t.db
      .update(s.memberSession)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(eq(s.memberSession.memberId, member.id));
    expect((await change(token)).json().error.code).toBe('SESSION_REVOKED');
  });

  it.each([
    ['oldPassword', { oldPassword: '' }],
    ['oldPassword', { oldPassword: 'x'.repeat(129) }],
    ['newPassword', { newPassword: 'abc12' }],
    ['newPassword', { newPassword: 'abc1234' }],
    ['newPassword', { newPassword: 'x'.repeat(129) }],
    ['newPassword', { newPassword: undefined }],
    ['confirmNewPassword', { confirmNewPassword: undefined }],
    ['body', { remember: true }],
  ] as const)('answers 400 naming %s and changes nothing', async (field, body) => {
    const { member, token } = await createTestMember(t.db);
    const res = await change(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await passwordIs(t.db, member.id, TEST_PASSWORD)).toBe(true);
  });
});
