import { API_PATHS, StartupConfig } from '@lobby/shared';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
// The browser's own function: the tests send what the web app sends.
import { encryptPayload } from '../../../web/src/lib/payload-crypto.ts';
import * as s from '../db/schema/index.ts';
import { bearer, ENCRYPTED, freshIp, knownCaptcha } from '../test/accounts.ts';
import { createTestMember, TEST_PASSWORD } from '../test/members.ts';
import { countRows } from '../test/rows.ts';
import { auth, useTestApp } from '../test/test-app.ts';

// Issue 8 item 1, spec 2.2, decision 030: blocked IP ranges, maintenance and blocked countries
// are enforced on the whole API (but health, start-up, operator and docs), before any body is
// read, and nothing is written.
const t = useTestApp({ COUNTRY_HEADER: 'cf-ipcountry' });

const BLOCKED_IP = '203.0.113.7';

async function operator(path: string, payload: object) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/operator/config/${path}`,
    headers: auth(),
    payload,
  });
  expect(res.statusCode).toBe(200);
}

const lift = async () => {
  await operator('blocked-ip-ranges', { ranges: [] });
  await operator('maintenance', { enabled: false });
  await operator('blocked-countries', { countries: [] });
};

interface From {
  ip: string;
  headers: Record<string, string>;
}

async function encrypted(url: string, method: 'POST' | 'PUT', body: object, from: From) {
  const config = await t.app.inject({ url: API_PATHS.merchantConfig });
  const key = StartupConfig.parse(config.json().value).payloadKey;
  const payload = await encryptPayload(body, key);
  return t.app.inject({
    method,
    url,
    headers: { ...ENCRYPTED, ...from.headers },
    payload,
    remoteAddress: from.ip,
  });
}

/** Rows any of the calls below could write. */
async function allRows() {
  return {
    member: await countRows(t.db, s.member),
    wallet: await countRows(t.db, s.wallet),
    ledgerTransfer: await countRows(t.db, s.ledgerTransfer),
    memberSession: await countRows(t.db, s.memberSession),
    captcha: await countRows(t.db, s.captcha),
    smsCode: await countRows(t.db, s.smsCode),
    outbox: await countRows(t.db, s.outboxMessage),
    passwordReset: await countRows(t.db, s.passwordReset),
  };
}

let member: { account: string; token: string };

beforeAll(async () => {
  const created = await createTestMember(t.db, { email: 'owner@example.com' });
  member = { account: created.member.account, token: created.token };
});

/** Every member-facing call a blocked visitor might try, each as `from` sends it. */
function calls(from: From): [string, () => Promise<{ statusCode: number; json(): unknown }>][] {
  const inject = (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...from.headers, ...options.headers }, remoteAddress: from.ip });
  return [
    [
      'login with the right password',
      () =>
        encrypted(
          API_PATHS.login,
          'POST',
          { type: 'username', username: member.account, password: TEST_PASSWORD },
          from,
        ),
    ],
    [
      'registration',
      async () =>
        encrypted(
          API_PATHS.register,
          'PUT',
          {
            username: `blocked${Date.now().toString(36).slice(-6)}`,
            password: 'secret123',
            confirmPassword: 'secret123',
            registerMethod: 'H5',
            type: 0,
            ...(await knownCaptcha(t.db)),
          },
          from,
        ),
    ],
    ['trial', () => inject({ method: 'POST', url: API_PATHS.trial, payload: { module: 'FREEPLAY3' } })],
    [
      'SMS code',
      () =>
        inject({
          method: 'POST',
          url: API_PATHS.smsCode,
          payload: { purpose: 'register', countryDialingCode: '+60', mobileNum: '123456789' },
        }),
    ],
    ['captcha', () => inject({ url: API_PATHS.captcha })],
    [
      'forgot password',
      async () =>
        inject({
          method: 'POST',
          url: API_PATHS.passwordForgot,
          payload: { username: member.account, email: 'owner@example.com', ...(await knownCaptcha(t.db)) },
        }),
    ],
    ['member details', () => inject({ url: API_PATHS.member, headers: bearer(member.token) })],
    ['wallet balance', () => inject({ url: API_PATHS.balance, headers: bearer(member.token) })],
    ['announcements', () => inject({ url: API_PATHS.announcements })],
    ['an unknown API path', () => inject({ url: '/api/accounts/nothing-here' })],
    [
      'a body that is not even encrypted',
      () => inject({ method: 'POST', url: API_PATHS.login, payload: { username: 'x' } }),
    ],
  ];
}

const cases = [
  {
    mode: 'from a blocked IP range',
    code: 'IP_RESTRICTED',
    status: 403,
    from: { ip: BLOCKED_IP, headers: {} },
    arrange: () => operator('blocked-ip-ranges', { ranges: ['203.0.113.0/24'] }),
  },
  {
    mode: 'in maintenance',
    code: 'MAINTENANCE',
    status: 503,
    from: { ip: '192.0.2.10', headers: {} },
    arrange: () => operator('maintenance', { enabled: true }),
  },
  {
    mode: 'from a blocked country',
    code: 'REGION_RESTRICTED',
    status: 451,
    from: { ip: '192.0.2.11', headers: { 'cf-ipcountry': 'sg' } },
    arrange: () => operator('blocked-countries', { countries: ['SG'] }),
  },
] as const;

describe.each(cases)('the API $mode', ({ code, status, from, arrange }) => {
  it(`answers ${code} (${status}) to every member-facing call and writes nothing`, async () => {
    await arrange();
    try {
      for (const [name, call] of calls(from)) {
        const before = await allRows();
        const res = await call();
        expect({ name, status: res.statusCode, body: res.json() }).toMatchObject({
          name,
          status,
          body: { success: false, error: { code } },
        });
        // registration and forgot password arrange a known captcha row before the call.
        const after = await allRows();
        expect({ name, ...after, captcha: 0 }).toEqual({ name, ...before, captcha: 0 });
        expect(after.captcha - before.captcha).toBeLessThanOrEqual(1);
      }
    } finally {
      await lift();
    }
  });

  it('still answers health, the start-up configuration, the operator API, the docs and the pages', async () => {
    await arrange();
    try {
      const inject = (url: string, headers: Record<string, string> = {}) =>
        t.app.inject({ url, headers: { ...from.headers, ...headers }, remoteAddress: from.ip });
      expect((await inject(API_PATHS.health)).statusCode).toBe(200);
      const startup = await inject(API_PATHS.merchantConfig);
      // The start-up call reports the mode: a blocked IP its own error, the others in the answer.
      if (code === 'IP_RESTRICTED') expect(startup.json().error.code).toBe('IP_RESTRICTED');
      else expect(startup.statusCode).toBe(200);
      expect((await inject(API_PATHS.operatorConfig, auth())).statusCode).toBe(200);
      expect((await inject(`${API_PATHS.docs}/json`)).statusCode).toBe(200);
      expect((await inject('/m/home')).statusCode).toBe(200);
    } finally {
      await lift();
    }
  });

  it('lets the same visitor in again the moment the operator lifts it', async () => {
    await arrange();
    await lift();
    const res = await encrypted(
      API_PATHS.login,
      'POST',
      { type: 'username', username: member.account, password: TEST_PASSWORD },
      from,
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('precedence (spec 2.2)', () => {
  it('a blocked IP before maintenance, maintenance before a blocked region', async () => {
    await operator('blocked-ip-ranges', { ranges: ['203.0.113.0/24'] });
    await operator('maintenance', { enabled: true });
    await operator('blocked-countries', { countries: ['SG'] });
    try {
      const ask = (ip: string) =>
        t.app.inject({ url: API_PATHS.captcha, headers: { 'cf-ipcountry': 'SG' }, remoteAddress: ip });
      expect((await ask(BLOCKED_IP)).json().error.code).toBe('IP_RESTRICTED');
      expect((await ask(freshIp())).json().error.code).toBe('MAINTENANCE');
      await operator('maintenance', { enabled: false });
      expect((await ask(freshIp())).json().error.code).toBe('REGION_RESTRICTED');
    } finally {
      await lift();
    }
  });
});
