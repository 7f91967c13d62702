import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { freshIp } from '../../test/accounts.ts';
import { createTestMember } from '../../test/members.ts';
import { emailsTo, waitForEmail } from '../../test/passwords-helpers.ts';
import { type TestApp, useTestApp } from '../../test/test-app.ts';

// Issue 8 item 6, decisions 012 and 030: the reset link's origin comes from PUBLIC_URL, else the
// merchant's real mainDomain, else http://localhost:PORT; never from Host or X-Forwarded-Host.

const HOSTILE = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
};

let seq = 0;
/** Asks for a reset link with hostile headers and answers the whole e-mail as stored. */
async function linkSentWith(t: TestApp, headers: Record<string, string>) {
  seq += 1;
  const email = `origin${seq}@example.com`;
  const { member } = await createTestMember(t.db, { email });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/passwords/forgot',
    headers,
    payload: { username: member.account, email },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(200);
  const { link, token } = await waitForEmail(t.db, email);
  const [row] = await emailsTo(t.db, email);
  expect(row?.body).not.toContain('evil');
  return { link, token };
}

async function withMainDomain<T>(t: TestApp, mainDomain: string, fn: () => Promise<T>) {
  const [before] = await t.db.select({ mainDomain: s.merchant.mainDomain }).from(s.merchant);
  await t.db.update(s.merchant).set({ mainDomain });
  try {
    return await fn();
  } finally {
    await t.db.update(s.merchant).set({ mainDomain: before?.mainDomain ?? 'lobby.example' });
  }
}

describe('reset links without PUBLIC_URL', () => {
  const t = useTestApp({ PORT: '4123' });

  it('a forged Host never reaches the mail: the demo gets http://localhost:PORT', async () => {
    const { link, token } = await linkSentWith(t, { host: 'evil.example' });
    expect(link).toBe(`http://localhost:4123/m/forget?token=${token}`);
  });

  it('a forged Host never reaches the mail: a real mainDomain gets https://mainDomain', async () => {
    await withMainDomain(t, 'lucky-lantern.com', async () => {
      const { link, token } = await linkSentWith(t, HOSTILE);
      expect(link).toBe(`https://lucky-lantern.com/m/forget?token=${token}`);
    });
  });
});

describe('reset links behind a trusted proxy (TRUST_PROXY on)', () => {
  const t = useTestApp({ TRUST_PROXY: 'true', PORT: '4124' });

  it('X-Forwarded-Host and Forwarded never reach the mail', async () => {
    const { link, token } = await linkSentWith(t, HOSTILE);
    expect(link).toBe(`http://localhost:4124/m/forget?token=${token}`);
  });
});

describe('reset links with PUBLIC_URL', () => {
  const t = useTestApp({
    PUBLIC_URL: 'https://m.lucky.example:8443/',
    TRUST_PROXY: 'true',
    SANDBOX_GATEWAY: 'off',
  });

  it('PUBLIC_URL wins over a real mainDomain and over every request header', async () => {
    await withMainDomain(t, 'lucky-lantern.com', async () => {
      const { link, token } = await linkSentWith(t, HOSTILE);
      expect(link).toBe(`https://m.lucky.example:8443/m/forget?token=${token}`);
    });
  });
});
