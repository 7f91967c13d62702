import { type ChildProcess, spawn } from 'node:child_process';
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type EncryptedPayload,
  PAYLOAD_ENCRYPTION_ALGORITHM,
  PAYLOAD_ENCRYPTION_HEADER,
  type PayloadPublicKey,
  StartupConfig,
} from '@lobby/shared';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

interface Server {
  url: string;
  operatorToken: string;
  stop(): Promise<void>;
}

/** The real server (apps/server/src/server.ts) on a free port with a fresh DATA_DIR. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-'));
  const operatorToken = randomBytes(32).toString('hex');
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPERATOR_TOKEN: operatorToken,
      LOG_LEVEL: 'warn',
      // The per-IP request limit would stop a benchmark from one address within a second.
      RATE_LIMIT_MAX: '10000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, operatorToken, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not start:\n${log}`);
}

async function call(method: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
}

const ENCRYPTED = { [PAYLOAD_ENCRYPTION_HEADER]: PAYLOAD_ENCRYPTION_ALGORITHM };

/**
 * The web app's encryption (docs/decisions/009) with node:crypto, which is synchronous, so every
 * request of the run gets its own AES key as a browser's would and no body is replayed.
 */
function encrypter(key: PayloadPublicKey) {
  const rsa = createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' });
  return (body: unknown): EncryptedPayload => {
    const aesKey = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(body)), cipher.final(), cipher.getAuthTag()]);
    const wrapped = publicEncrypt(
      { key: rsa, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      aesKey,
    );
    return {
      kid: key.kid,
      key: wrapped.toString('base64'),
      iv: iv.toString('base64'),
      data: data.toString('base64'),
    };
  };
}

/** Registers one member through the API, after switching the registration captcha off. */
async function registerMember(server: Server, encrypt: ReturnType<typeof encrypter>) {
  await call(
    'PUT',
    `${server.url}/api/operator/config/registration-rules/captcha`,
    { enabled: false, required: false },
    { authorization: `Bearer ${server.operatorToken}` },
  );
  const username = `bench${randomBytes(3).toString('hex')}`;
  const password = 'bench1234';
  const registration = { username, password, confirmPassword: password, registerMethod: 'H5', type: 0 };
  await call('PUT', `${server.url}/api/accounts/register`, encrypt(registration), ENCRYPTED);
  return { username, password };
}

/** Successful logins per second against a fresh server, argon2id verification included. */
export async function measureLogin(options: LoginRunOptions): Promise<LoginFigures> {
  const server = await startServer(options.env ?? {});
  try {
    const config = (await fetch(`${server.url}/api/merchant/config`).then((r) => r.json())) as {
      value: unknown;
    };
    const encrypt = encrypter(StartupConfig.parse(config.value).payloadKey);
    const credentials = await registerMember(server, encrypt);
    const result = await autocannon({
      url: server.url,
      connections: options.connections,
      duration: options.durationSeconds,
      requests: [
        {
          method: 'POST',
          path: '/api/accounts/login',
          headers: { 'content-type': 'application/json', ...ENCRYPTED },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify(encrypt({ type: 'username', ...credentials })),
          }),
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
