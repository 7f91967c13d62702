import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import {
  ErrorEnvelope,
  type LoginResponse,
  PAYLOAD_ENCRYPTION_ALGORITHM,
  PAYLOAD_ENCRYPTION_HEADER,
  type PayloadPublicKey,
  type RegisterRequest,
  type WhiteLabelFlag,
} from '@lobby/shared';
import { operatorPut, type RunningServer } from './server.ts';

// Members and merchant switches through the real API, for browser tests that need an account
// before the browser opens. Bodies are encrypted with node:crypto the way the web app does it
// with WebCrypto (docs/decisions/009): AES-256-GCM (ciphertext then tag), key wrapped with
// RSA-OAEP SHA-256.

function encrypt(body: unknown, key: PayloadPublicKey) {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([
    cipher.update(JSON.stringify(body), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const publicKey = createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' });
  const wrapped = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  return {
    kid: key.kid,
    key: wrapped.toString('base64'),
    iv: iv.toString('base64'),
    data: data.toString('base64'),
  };
}

async function payloadKey(server: RunningServer): Promise<PayloadPublicKey> {
  const response = await fetch(`${server.url}/api/merchant/config`);
  const body = (await response.json()) as { value: { payloadKey: PayloadPublicKey } };
  return body.value.payloadKey;
}

/** The answer of an encrypted call: the value, or the error envelope's error. */
export type ApiOutcome<T> = { ok: true; value: T } | { ok: false; code: string; status: number };

async function sendEncrypted<T>(
  server: RunningServer,
  method: 'PUT' | 'POST',
  path: string,
  body: unknown,
): Promise<ApiOutcome<T>> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      [PAYLOAD_ENCRYPTION_HEADER]: PAYLOAD_ENCRYPTION_ALGORITHM,
    },
    body: JSON.stringify(encrypt(body, await payloadKey(server))),
  });
  const json: unknown = await response.json();
  const failure = ErrorEnvelope.safeParse(json);
  if (failure.success) return { ok: false, code: failure.data.error.code, status: response.status };
  return { ok: true, value: (json as { value: T }).value };
}

/** A short unique account name that passes the username rule (4-16, a-z then a-z0-9). */
export function uniqueAccount(prefix = 'pw'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`.slice(0, 16);
}

/** Registers by username (USERNAMEREG3, on in the demo); turn the captcha rule off first. */
export async function registerMember(
  server: RunningServer,
  fields: { username: string; password: string } & Partial<RegisterRequest>,
): Promise<LoginResponse> {
  const outcome = await sendEncrypted<LoginResponse>(server, 'PUT', '/accounts/register', {
    confirmPassword: fields.password,
    registerMethod: 'H5',
    type: 0,
    ...fields,
  });
  if (!outcome.ok) throw new Error(`register ${fields.username}: ${outcome.status} ${outcome.code}`);
  return outcome.value;
}

/** Registers by the mobile method (MOBILENUMREG3) with a 'register' SMS code from the outbox. */
export async function registerMobileMember(
  server: RunningServer,
  fields: { mobileNum: string; countryDialingCode: string; verificationCode: string },
): Promise<LoginResponse> {
  const outcome = await sendEncrypted<LoginResponse>(server, 'PUT', '/accounts/register', {
    registerMethod: 'H5',
    type: 0,
    ...fields,
  });
  if (!outcome.ok) throw new Error(`register ${fields.mobileNum}: ${outcome.status} ${outcome.code}`);
  return outcome.value;
}

/** Logs in by username and password through the API, as the login form would. */
export function loginMember(server: RunningServer, username: string, password: string) {
  return sendEncrypted<LoginResponse>(server, 'POST', '/accounts/login', {
    type: 'username',
    username,
    password,
  });
}

/** Switches a registration field rule, e.g. the captcha off for tests that register by API. */
export function setRegistrationRule(
  server: RunningServer,
  field: string,
  rule: { enabled: boolean; required: boolean },
): Promise<unknown> {
  return operatorPut(server, `config/registration-rules/${field}`, rule);
}

export function setFlag(server: RunningServer, flag: WhiteLabelFlag, enabled: boolean): Promise<unknown> {
  return operatorPut(server, `config/flags/${flag}`, { enabled });
}

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
}

/** The newest outbox messages (operator API), newest first. */
export async function readOutbox(
  server: RunningServer,
  channel: 'sms' | 'email',
  limit = 20,
): Promise<OutboxMessage[]> {
  const response = await fetch(`${server.url}/api/operator/outbox?limit=${limit}&channel=${channel}`, {
    headers: { authorization: `Bearer ${server.operatorToken}` },
  });
  if (!response.ok) throw new Error(`outbox: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { value: { messages: OutboxMessage[] } };
  return body.value.messages;
}

/** Waits for the newest message to `recipient` after `afterId` (e-mails are sent after the answer). */
export async function waitForMessage(
  server: RunningServer,
  channel: 'sms' | 'email',
  recipient: string,
  afterId = 0,
  timeoutMs = 10_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await readOutbox(server, channel)).find(
      (m) => m.recipient === recipient && m.id > afterId,
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${channel} to ${recipient} within ${timeoutMs} ms`);
}
