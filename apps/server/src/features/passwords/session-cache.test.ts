import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts.ts';
import { createTestMember, TEST_PASSWORD } from '../../test/members.ts';
import { insertLink, openSession, post, sessionAnswer } from '../../test/passwords-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

// Issue 7, docs/decisions/022: sessions answer from memory, so a password change or reset must
// end the other sessions at once even when they were just used (and are cached).
const t = useTestApp();
const NEW = 'cached kettle 789';

describe('revocations reach the session cache', () => {
  it('change password: a session used a moment ago answers SESSION_PASSWORD_CHANGED next', async () => {
    const { member, token } = await createTestMember(t.db);
    const other = await openSession(t.db, member.id);
    expect(await sessionAnswer(t, other)).toEqual({ status: 200, code: null });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passwords/change',
      headers: bearer(token),
      payload: { oldPassword: TEST_PASSWORD, newPassword: NEW, confirmNewPassword: NEW },
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionAnswer(t, other)).toEqual({ status: 401, code: 'SESSION_PASSWORD_CHANGED' });
    expect(await sessionAnswer(t, token)).toEqual({ status: 200, code: null });
  });

  it('reset by link: every session used a moment ago answers SESSION_PASSWORD_CHANGED next', async () => {
    const { member, token } = await createTestMember(t.db);
    expect(await sessionAnswer(t, token)).toEqual({ status: 200, code: null });
    const link = await insertLink(t.db, member.id);
    const res = await post(t, '/api/passwords/reset', {
      token: link,
      newPassword: NEW,
      confirmNewPassword: NEW,
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionAnswer(t, token)).toEqual({ status: 401, code: 'SESSION_PASSWORD_CHANGED' });
  });
});
