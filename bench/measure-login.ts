import { randomBytes } from 'node:crypto';
import { LoginResponse } from '@lobby/shared';
import autocannon from 'autocannon';
import { ENCRYPTED, encrypter, fetchPayloadKey } from './support/payload.ts';
import { operatorPut, type RunningServer, startServer } from './support/server.ts';

export interface LoginFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 200, and connection errors: a sound run has none. */
  failed: number;
}

export interface LoginRunOptions {
  /** Extra server environment, e.g. DATABASE_URL; unset means PGlite in a fresh DATA_DIR. */
  env?: Record<string, string>;
  durationSeconds: number;
  connections: number;
}

/** Registers one member through the API, after switching the registration captcha off. */
export async function registerMember(server: RunningServer, encrypt: ReturnType<typeof encrypter>) {
  await operatorPut(server, 'config/registration-rules/captcha', { enabled: false, required: false });
  const username = `bench${randomBytes(3).toString('hex')}`;
  const password = 'bench river 1234';
  const registration = { username, password, confirmPassword: password, registerMethod: 'H5', type: 0 };
  const response = await fetch(`${server.url}/api/accounts/register`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...ENCRYPTED },
    body: JSON.stringify(encrypt(registration)),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  const { token } = LoginResponse.parse(((await response.json()) as { value: unknown }).value);
  return { username, password, token };
}

/** Successful logins per second against a fresh server, argon2id verification included. */
export async function measureLogin(options: LoginRunOptions): Promise<LoginFigures> {
  const server = await startServer({
    dataDirPrefix: 'lobby-bench-',
    // The per-IP request limit would stop a benchmark from one address within a second.
    env: { RATE_LIMIT_MAX: '10000000', ...options.env },
  });
  try {
    const encrypt = encrypter(await fetchPayloadKey(server.url));
    // One member per connection, taken in turn: logins are counted before the password is
    // checked (decision 031), so more than 3 racing logins of one name from one address would
    // be asked for a captcha. The 10 registrations an hour from one address bound the count.
    const members: Awaited<ReturnType<typeof registerMember>>[] = [];
    for (let i = 0; i < Math.min(options.connections, 10); i++)
      members.push(await registerMember(server, encrypt));
    let turn = 0;
    const result = await autocannon({
      url: server.url,
      connections: options.connections,
      duration: options.durationSeconds,
      requests: [
        {
          method: 'POST',
          path: '/api/accounts/login',
          headers: { 'content-type': 'application/json', ...ENCRYPTED },
          setupRequest: (request) => {
            const { username, password } = members[turn++ % members.length] ?? { username: '', password: '' };
            return { ...request, body: JSON.stringify(encrypt({ type: 'username', username, password })) };
          },
        },
      ],
    });
    return {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      failed: result.non2xx + result.errors,
    };
  } finally {
    await server.stop();
  }
}
