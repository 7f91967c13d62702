import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_LIMITS } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { createTestMember } from '../../test/members.ts';
import { checkLink, emailsTo, post, waitForEmail } from '../../test/passwords-helpers.ts';
import { countRows } from '../../test/rows.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

let seq = 0;
async function memberWithEmail(fields: Parameters<typeof createTestMember>[1] = {}) {
  seq += 1;
  const email = `forgot${seq}@example.com`;
  const { member } = await createTestMember(t.db, { email, ...fields });
  return { member, email };
}

const forgot = (payload: object, remoteAddress?: string) =>
  remoteAddress
    ? t.app.inject({ method: 'POST', url: '/api/passwords/forgot', payload, remoteAddress })
    : post(t, '/api/passwords/forgot', payload);

const OK = { success: true, value: null };

describe('POST /api/passwords/forgot', () => {
  it('answers null and e-mails a single-use link, storing only its hash', async () => {
    const { member, email } = await memberWithEmail();
    const res = await forgot({ username: member.account, email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(OK);
    const { message, link, token } = await waitForEmail(t.db, email);
    expect(message).toMatchObject({
      channel: 'email',
      subject: 'Lucky Lantern: reset your password',
      provider: 'outbox',
      status: 'sent',
    });
    // The demo seed's mainDomain (lobby.example) is a placeholder and PUBLIC_URL is unset: the
    // one-machine demo's http://localhost:PORT (PORT 3000 by default), never the request's Host.
    expect(link).toBe(`http://localhost:3000/m/forget?token=${token}`);
    expect(message?.body).toContain(member.account);
    const [row] = await t.db.select().from(s.passwordReset).where(eq(s.passwordReset.memberId, member.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row?.usedAt).toBeNull();
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(30 * 60_000);
    expect((await checkLink(t, token)).json()).toEqual({
      success: true,
      value: { userName: member.account },
    });
  });

  it('links to https://<mainDomain> once the merchant has a real one', async () => {
    const { member, email } = await memberWithEmail();
    await t.db.update(s.merchant).set({ mainDomain: 'lucky-lantern.com' });
    try {
      await forgot({ username: member.account, email });
      const { link, token } = await waitForEmail(t.db, email);
      expect(link).toBe(`https://lucky-lantern.com/m/forget?token=${token}`);
    } finally {
      await t.db.update(s.merchant).set({ mainDomain: 'lobby.example' });
    }
  });

  it('accepts a form-encoded body, trimmed, in any case', async () => {
    const { member, email } = await memberWithEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passwords/forgot',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: `  ${member.account.toUpperCase()} `,
        email: ` ${email.toUpperCase()}  `,
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(OK);
    await waitForEmail(t.db, email);
  });

  it('answers the same for pairs that do not match, and e-mails nobody', async () => {
    const { member, email } = await memberWithEmail();
    const disabled = await memberWithEmail();
    await t.db.update(s.member).set({ status: 'disabled' }).where(eq(s.member.id, disabled.member.id));
    const trial = await memberWithEmail({ isTrial: true, customerType: 4 });
    const misses = [
      { username: member.account, email: `other-${email}` },
      { username: `${member.account}x`, email },
      { username: 'nobody', email: 'nobody@example.com' },
      { username: disabled.member.account, email: disabled.email },
      { username: trial.member.account, email: trial.email },
    ];
    for (const payload of misses) {
      const res = await forgot(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(OK);
    }
    // A matching request after them: once its e-mail is out, theirs would be too.
    const sentinel = await memberWithEmail();
    await forgot({ username: sentinel.member.account, email: sentinel.email });
    await waitForEmail(t.db, sentinel.email);
    for (const address of [email, `other-${email}`, 'nobody@example.com', disabled.email, trial.email]) {
      expect(await emailsTo(t.db, address)).toHaveLength(0);
    }
    const links = await t.db.select().from(s.passwordReset);
    const linked = new Set(links.map((l) => l.memberId));
    for (const id of [member.id, disabled.member.id, trial.member.id]) expect(linked.has(id)).toBe(false);
  });

  it('ends the earlier link when a new one is sent', async () => {
    const { member, email } = await memberWithEmail();
    await forgot({ username: member.account, email });
    const first = await waitForEmail(t.db, email);
    await forgot({ username: member.account, email });
    const second = await waitForEmail(t.db, email, 2);
    expect(second.token).not.toBe(first.token);
    expect((await checkLink(t, first.token)).json().error.code).toBe('RESET_LINK_INVALID');
    expect((await checkLink(t, second.token)).statusCode).toBe(200);
  });

  it('allows 5 requests per account name an hour, matched or not, then 429', async () => {
    for (const username of ['limited1', (await memberWithEmail()).member.account]) {
      for (let i = 0; i < PASSWORD_LIMITS.forgotPerAccountPerHour; i++) {
        expect((await forgot({ username, email: 'x@example.com' })).statusCode).toBe(200);
      }
      const res = await forgot({ username: username.toUpperCase(), email: 'y@example.com' });
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('RATE_LIMITED');
    }
  });

  it('allows 20 requests per IP an hour, then 429', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < PASSWORD_LIMITS.forgotPerIpPerHour; i++) {
      expect((await forgot({ username: `ip${i}`, email: 'x@example.com' }, ip)).statusCode).toBe(200);
    }
    const res = await forgot({ username: 'ipmore', email: 'x@example.com' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect((await forgot({ username: 'ipmore', email: 'x@example.com' }, '203.0.113.78')).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['username', { username: '' }],
    ['username', { username: '   ' }],
    ['username', { username: 'a'.repeat(65) }],
    ['email', { email: '' }],
    ['email', { email: 'not-an-address' }],
    ['email', { email: `${'a'.repeat(250)}@example.com` }],
    ['username', { username: undefined }],
    ['email', { email: undefined }],
    ['body', { extra: 'x' }],
  ] as const)('answers 400 naming %s, writing nothing', async (field, change) => {
    const { member, email } = await memberWithEmail();
    const before = [await countRows(t.db, s.passwordReset), await countRows(t.db, s.outboxMessage)];
    const res = await forgot({ username: member.account, email, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    // A valid request after it proves the background queue has run what it had.
    const sentinel = await memberWithEmail();
    await forgot({ username: sentinel.member.account, email: sentinel.email });
    await waitForEmail(t.db, sentinel.email);
    expect([await countRows(t.db, s.passwordReset), await countRows(t.db, s.outboxMessage)]).toEqual([
      (before[0] ?? 0) + 1,
      (before[1] ?? 0) + 1,
    ]);
  });
});

// Runs when a Redis server is given, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379.
describe.skipIf(!process.env.TEST_REDIS_URL)('forgot-password counts in Redis', () => {
  it('are shared by every node', async () => {
    const nodes = [
      await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? '' }),
      await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? '' }),
    ];
    try {
      const username = `redis${randomBytes(4).toString('hex')}`;
      const ask = (i: number) =>
        nodes[i % 2]?.app.inject({
          method: 'POST',
          url: '/api/passwords/forgot',
          payload: { username, email: 'x@example.com' },
          remoteAddress: `192.0.2.${i + 1}`,
        });
      for (let i = 0; i < PASSWORD_LIMITS.forgotPerAccountPerHour; i++) {
        expect((await ask(i))?.statusCode).toBe(200);
      }
      expect((await ask(PASSWORD_LIMITS.forgotPerAccountPerHour))?.statusCode).toBe(429);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
  });
});
