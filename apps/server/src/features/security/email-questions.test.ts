import { SecurityOverview } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { createTestMember, TEST_PASSWORD } from '../../test/members.ts';
import { call, lastMessage } from '../../test/security-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

// E-mail bind and security questions on a real database (spec 7; issue 11; decisions 057, 058).

const t = useTestApp();

const overview = async (token: string) =>
  SecurityOverview.parse((await call(t, token, 'GET', '/api/security')).json().value);
const verify = (token: string) => call(t, undefined, 'POST', '/api/security/email/verify', { token });
async function linkTokenTo(address: string) {
  const body = await lastMessage(t, address, 'email-bind');
  const token = /\/m\/securityCenter\?emailToken=(\S+)/.exec(body)?.[1];
  if (!token) throw new Error(`no link in ${body}`);
  return decodeURIComponent(token);
}

describe('bind e-mail (decision 057)', () => {
  it('sets the address only when the link is opened, and the link works once', async () => {
    const { token, member } = await createTestMember(t.db);
    const address = `bind-${member.id}@example.com`;
    const sent = await call(t, token, 'POST', '/api/security/email', { email: address });
    expect(sent.statusCode).toBe(200);
    expect(await overview(token)).toMatchObject({
      email: null,
      emailVerified: false,
      emailPending: 'b***@example.com',
    });

    const link = await linkTokenTo(address);
    expect((await verify(link)).json().value).toEqual({ email: 'b***@example.com' });
    const [row] = await t.db.select().from(s.member).where(eq(s.member.id, member.id));
    expect(row?.email).toBe(address);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await overview(token)).toMatchObject({
      email: 'b***@example.com',
      emailVerified: true,
      emailPending: null,
    });

    const again = await verify(link);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('EMAIL_LINK_INVALID');
  });

  it('a newer link ends the older one; an expired link binds nothing', async () => {
    const { token, member } = await createTestMember(t.db);
    await call(t, token, 'POST', '/api/security/email', { email: `old-${member.id}@example.com` });
    const old = await linkTokenTo(`old-${member.id}@example.com`);
    await call(t, token, 'POST', '/api/security/email', { email: `new-${member.id}@example.com` });
    const fresh = await linkTokenTo(`new-${member.id}@example.com`);
    expect((await verify(old)).json().error.code).toBe('EMAIL_LINK_INVALID');
    await t.db
      .update(s.emailVerification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.emailVerification.memberId, member.id));
    expect((await verify(fresh)).json().error.code).toBe('EMAIL_LINK_INVALID');
    const [row] = await t.db.select().from(s.member).where(eq(s.member.id, member.id));
    expect(row?.email).toBeNull();
  });

  it('refuses a bad address naming email and sends nothing', async () => {
    const { token, member } = await createTestMember(t.db);
    const res = await call(t, token, 'POST', '/api/security/email', { email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('email');
    const links = await t.db
      .select()
      .from(s.emailVerification)
      .where(eq(s.emailVerification.memberId, member.id));
    expect(links).toEqual([]);
  });
});

describe('security questions (decision 058)', () => {
  const answers = [
    { questionId: 2, answer: 'Bago' },
    { questionId: 3, answer: 'Tun Tun' },
  ];

  it('are set with the login password; only the question ids come back', async () => {
    const { token, member } = await createTestMember(t.db);
    const wrong = await call(t, token, 'PUT', '/api/security/questions', {
      loginPassword: 'nope nope',
      answers,
    });
    expect(wrong.json().error).toMatchObject({ code: 'LOGIN_PASSWORD_WRONG', field: 'loginPassword' });
    const set = await call(t, token, 'PUT', '/api/security/questions', {
      loginPassword: TEST_PASSWORD,
      answers,
    });
    expect(set.statusCode).toBe(200);
    expect((await call(t, token, 'GET', '/api/security/questions')).json().value).toEqual({
      questionIds: [2, 3],
    });
    expect((await overview(token)).questionsSet).toBe(true);
    const stored = await t.db.select().from(s.securityAnswer).where(eq(s.securityAnswer.memberId, member.id));
    expect(stored.map((r) => r.answerHash).join()).not.toContain('Bago');
  });

  it.each([
    [[answers[0], answers[0]], 'answers'],
    [[answers[0]], 'answers'],
    [[answers[0], { questionId: 99, answer: 'x' }], 'answers.1.questionId'],
    [[answers[0], { questionId: 5, answer: '   ' }], 'answers.1.answer'],
  ])('refuses %j naming %s, nothing written', async (list, field) => {
    const { token, member } = await createTestMember(t.db);
    const res = await call(t, token, 'PUT', '/api/security/questions', {
      loginPassword: TEST_PASSWORD,
      answers: list,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
    expect(
      await t.db.select().from(s.securityAnswer).where(eq(s.securityAnswer.memberId, member.id)),
    ).toEqual([]);
  });
});
