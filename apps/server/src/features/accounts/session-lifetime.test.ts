import { LoginResponse } from '@lobby/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_LIVE_SESSIONS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../core/session-lifetime.ts';
import * as s from '../../db/schema/index.ts';
import { bearer, login, walletBalance } from '../../test/accounts.ts';
import { startTrial } from '../../test/accounts-helpers.ts';
import { createTestMember, TEST_PASSWORD } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

// Issue 8 item 11, docs/decisions/034: an absolute lifetime no renewal passes, an idle timeout
// the session cache cannot hide, and at most MAX_LIVE_SESSIONS live sessions per member, the
// oldest replaced. The clock is moved by moving the rows' timestamps (and Date, for the cache).
const t = useTestApp();
const MINUTE = 60_000;

const answer = async (token: string) => {
  const res = await walletBalance(t, token);
  return res.statusCode === 200 ? 200 : `${res.statusCode} ${res.json().error.code}`;
};
const renew = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/session/renew', headers: bearer(token) });
const sessionsOf = (memberId: number) =>
  t.db.select().from(s.memberSession).where(eq(s.memberSession.memberId, memberId));
const moveSessions = (memberId: number, values: Partial<typeof s.memberSession.$inferInsert>) =>
  t.db.update(s.memberSession).set(values).where(eq(s.memberSession.memberId, memberId));
const loginToken = async (account: string) => {
  const res = await login(t, account, TEST_PASSWORD);
  expect(res.statusCode).toBe(200);
  return LoginResponse.parse(res.json().value).token;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('absolute lifetime', () => {
  it('a session logged in 30 days ago and renewed since is over (SESSION_EXPIRED)', async () => {
    const { member, token } = await createTestMember(t.db);
    // What a week of daily renewals left behind before the absolute lifetime existed.
    await moveSessions(member.id, {
      createdAt: new Date(Date.now() - 30 * 24 * 60 * MINUTE),
      lastSeenAt: new Date(),
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * MINUTE),
    });
    expect(await answer(token)).toBe('401 SESSION_EXPIRED');
    const res = await renew(token);
    expect([res.statusCode, res.json().error.code]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('renewal restarts the idle clock but never moves the end past the lifetime from login', async () => {
    const { member, token } = await createTestMember(t.db);
    const createdAt = new Date(Date.now() - SESSION_ABSOLUTE_MS + 2 * MINUTE);
    await moveSessions(member.id, {
      createdAt,
      lastSeenAt: new Date(Date.now() - 20 * MINUTE),
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * MINUTE),
    });
    const before = Date.now();
    expect((await renew(token)).statusCode).toBe(200);
    const [row] = await sessionsOf(member.id);
    expect(row?.expiresAt.getTime()).toBe(createdAt.getTime() + SESSION_ABSOLUTE_MS);
    expect(row?.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Two minutes later the lifetime from login is over, although the session was just renewed
    // and used (and this node holds it in its cache).
    expect(await answer(token)).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(createdAt.getTime() + SESSION_ABSOLUTE_MS);
    expect(await answer(token)).toBe('401 SESSION_EXPIRED');
  });

  it('a new login lasts the absolute lifetime', async () => {
    const { member } = await createTestMember(t.db);
    const before = Date.now();
    await loginToken(member.account);
    const rows = await sessionsOf(member.id);
    const newest = rows.sort((a, b) => b.id - a.id)[0];
    expect(newest?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + SESSION_ABSOLUTE_MS);
    expect(newest?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + SESSION_ABSOLUTE_MS);
  });
});

describe('idle timeout', () => {
  it('a session unused for the idle timeout answers SESSION_EXPIRED; one minute less still works', async () => {
    const used = await createTestMember(t.db);
    await moveSessions(used.member.id, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS + MINUTE) });
    expect(await answer(used.token)).toBe(200);
    const idle = await createTestMember(t.db);
    await moveSessions(idle.member.id, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS) });
    expect(await answer(idle.token)).toBe('401 SESSION_EXPIRED');
    const res = await renew(idle.token);
    expect([res.statusCode, res.json().error.code]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('answers SESSION_EXPIRED for a session this node holds in its cache', async () => {
    const { token } = await createTestMember(t.db);
    expect(await answer(token)).toBe(200);
    expect(await answer(token)).toBe(200);
    // Only Date moves: the cached copy and the database row both say the last call was now.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS);
    expect(await answer(token)).toBe('401 SESSION_EXPIRED');
  });

  it('does not end a trial: it ends with its trial', async () => {
    const trial = (await startTrial(t)).json().value;
    const [member] = await t.db.select().from(s.member).where(eq(s.member.account, trial.userName));
    await moveSessions(member?.id ?? 0, { lastSeenAt: new Date(Date.now() - 2 * SESSION_IDLE_MS) });
    expect(await answer(trial.token)).toBe(200);
  });
});

describe('live sessions per member', () => {
  it(`the login beyond ${MAX_LIVE_SESSIONS} replaces the oldest: it answers SESSION_REPLACED at once`, async () => {
    const { member, token: first } = await createTestMember(t.db);
    const tokens = [first];
    for (let i = 1; i < MAX_LIVE_SESSIONS; i++) tokens.push(await loginToken(member.account));
    // Each is used, so this node holds it in its cache.
    for (const token of tokens) expect(await answer(token)).toBe(200);
    const newest = await loginToken(member.account);
    const res = await walletBalance(t, first);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      code: 'SESSION_REPLACED',
      message: 'You were logged out because this account signed in on another device. Please log in again.',
    });
    for (const token of [...tokens.slice(1), newest]) expect(await answer(token)).toBe(200);
    const rows = await sessionsOf(member.id);
    expect(rows.filter((row) => row.revokedReason === 'replaced')).toHaveLength(1);
  });

  it('ended sessions do not count: an idle or logged-out one leaves room', async () => {
    const { member, token: idle } = await createTestMember(t.db);
    await moveSessions(member.id, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS) });
    const tokens = [];
    for (let i = 0; i < MAX_LIVE_SESSIONS; i++) tokens.push(await loginToken(member.account));
    for (const token of tokens) expect(await answer(token)).toBe(200);
    expect(await answer(idle)).toBe('401 SESSION_EXPIRED');
  });

  it(`10 parallel logins leave exactly ${MAX_LIVE_SESSIONS} live sessions`, async () => {
    const { member } = await createTestMember(t.db);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => login(t, member.account, TEST_PASSWORD)),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const live = await t.db
      .select()
      .from(s.memberSession)
      .where(and(eq(s.memberSession.memberId, member.id), isNull(s.memberSession.revokedAt)));
    expect(live).toHaveLength(MAX_LIVE_SESSIONS);
    const answers = await Promise.all(
      results.map((res) => answer(LoginResponse.parse(res.json().value).token)),
    );
    expect(answers.filter((a) => a === 200)).toHaveLength(MAX_LIVE_SESSIONS);
    expect(answers.filter((a) => a === '401 SESSION_REPLACED')).toHaveLength(10 - MAX_LIVE_SESSIONS);
  });
});
