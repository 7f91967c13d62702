import { LoginResponse, MemberInfo } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { bearer, login, walletBalance } from '../../test/accounts.ts';
import { startTrial } from '../../test/accounts-helpers.ts';
import { createTestMember, TEST_PASSWORD } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const renew = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/session/renew', headers: token ? bearer(token) : {} });
const sessionsOf = (memberId: number) =>
  t.db.select().from(s.memberSession).where(eq(s.memberSession.memberId, memberId));

describe('DELETE /api/accounts/session', () => {
  it('revokes the current session only', async () => {
    const { member, token } = await createTestMember(t.db);
    const other = LoginResponse.parse((await login(t, member.account, TEST_PASSWORD)).json().value).token;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/accounts/session',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null });
    const after = await walletBalance(t, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('SESSION_REVOKED');
    expect((await walletBalance(t, other)).statusCode).toBe(200);
    const rows = await sessionsOf(member.id);
    expect(rows.filter((r) => r.revokedReason === 'logout')).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/accounts/session' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('POST /api/accounts/session/renew', () => {
  it('restarts the idle clock, keeps the end within the absolute lifetime, answers member info', async () => {
    const { member, token } = await createTestMember(t.db, { nickname: 'Rene' });
    // A session used 10 minutes ago, with one minute left of its lifetime.
    await t.db
      .update(s.memberSession)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000), expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(s.memberSession.memberId, member.id));
    const before = Date.now();
    const res = await renew(token);
    expect(res.statusCode).toBe(200);
    expect(MemberInfo.parse(res.json().value)).toMatchObject({ id: member.id, nickname: 'Rene' });
    const [session] = await sessionsOf(member.id);
    expect(session?.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(session?.expiresAt.getTime()).toBeLessThanOrEqual(before + 60_000);
  });

  it('never takes a trial session past the trial end', async () => {
    const trial = await startTrial(t);
    const { token, expiresAt } = trial.json().value;
    expect((await renew(token)).statusCode).toBe(200);
    const [member] = await t.db
      .select()
      .from(s.member)
      .where(eq(s.member.account, trial.json().value.userName));
    const [session] = await sessionsOf(member?.id ?? 0);
    expect(session?.expiresAt.getTime()).toBe(expiresAt);
  });

  it('answers 401 without a session and for a revoked one', async () => {
    expect((await renew()).statusCode).toBe(401);
    const { token } = await createTestMember(t.db);
    await t.app.inject({ method: 'DELETE', url: '/api/accounts/session', headers: bearer(token) });
    const res = await renew(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_REVOKED');
  });
});
