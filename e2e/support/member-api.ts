import { randomBytes } from 'node:crypto';
import { ErrorEnvelope, type LoginResponse, type RegisterRequest, type WhiteLabelFlag } from '@lobby/shared';
import { vi } from 'vitest';
import { ENCRYPTED, encrypter, fetchPayloadKey } from '../../bench/support/payload.ts';
import { operatorPut, type RunningServer, visitorHeaders } from './server.ts';

// Members and merchant switches through the real API, for browser tests that need an account
// before the browser opens. Bodies are encrypted the way the web app does it
// (docs/decisions/009), with the benchmark's node:crypto version of it.

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
    headers: { 'content-type': 'application/json', ...ENCRYPTED, ...visitorHeaders() },
    body: JSON.stringify(encrypter(await fetchPayloadKey(server.url))(body)),
  });
  const json: unknown = await response.json();
  const failure = ErrorEnvelope.safeParse(json);
  if (failure.success) return { ok: false, code: failure.data.error.code, status: response.status };
  return { ok: true, value: (json as { value: T }).value };
}

/** A short unique account name that passes the username rule (4-16, a-z then a-z0-9). */
export function uniqueAccount(): string {
  return `e2e${randomBytes(5).toString('hex')}`;
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

/**
 * A new member with a unique name, registered by username through the API (which logs it in);
 * needs the captcha rule off (`useServerAndBrowser({ membersByApi: true })`).
 */
export async function newMember(
  server: RunningServer,
  password: string,
  fields: Partial<RegisterRequest> = {},
): Promise<{ username: string; login: LoginResponse }> {
  const username = uniqueAccount();
  return { username, login: await registerMember(server, { username, password, ...fields }) };
}

/** Asks for an SMS code through the API, as a form's Send code button does. */
export async function sendSmsCode(
  server: RunningServer,
  purpose: 'register' | 'login' | 'reset',
  countryDialingCode: string,
  mobileNum: string,
): Promise<void> {
  const response = await fetch(`${server.url}/api/verification/sms-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ purpose, countryDialingCode, mobileNum }),
  });
  if (response.status !== 200)
    throw new Error(`sms-code ${purpose}: ${response.status} ${await response.text()}`);
}

/** The verification code an SMS from the outbox carries. */
export function smsCodeIn(message: OutboxMessage): string {
  const code = /verification code is (\d+)\./.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in ${message.body}`);
  return code;
}

/**
 * Registers by the mobile method (MOBILENUMREG3) with a 'register' SMS code read from the outbox;
 * with a password while MOBILENUMPASSREG3 is on (the demo's setting), without one while it is off.
 * Answers the login and that SMS.
 */
export async function registerMobileMember(
  server: RunningServer,
  countryDialingCode: string,
  mobileNum: string,
  password?: string,
): Promise<{ login: LoginResponse; sms: OutboxMessage }> {
  await sendSmsCode(server, 'register', countryDialingCode, mobileNum);
  const sms = await waitForMessage(server, 'sms', `${countryDialingCode}${mobileNum}`);
  if (!sms.purpose.includes('register')) throw new Error(`not a register code: ${sms.purpose}`);
  const outcome = await sendEncrypted<LoginResponse>(server, 'PUT', '/accounts/register', {
    registerMethod: 'H5',
    type: 0,
    countryDialingCode,
    mobileNum,
    verificationCode: smsCodeIn(sms),
    ...(password === undefined ? {} : { password, confirmPassword: password }),
  });
  if (!outcome.ok) throw new Error(`register ${mobileNum}: ${outcome.status} ${outcome.code}`);
  return { login: outcome.value, sms };
}

/** Logs in by username and password through the API, as the login form would. */
export function loginMember(server: RunningServer, username: string, password: string) {
  return sendEncrypted<LoginResponse>(server, 'POST', '/accounts/login', {
    type: 'username',
    username,
    password,
  });
}

/** What the server answers a member call with `token` now: the status and any error code. */
export async function memberCall(
  server: RunningServer,
  token: string,
): Promise<{ status: number; code?: string }> {
  const response = await fetch(`${server.url}/api/accounts/member`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const failure = ErrorEnvelope.safeParse(await response.json());
  return { status: response.status, code: failure.success ? failure.data.error.code : undefined };
}

/** Switches a registration field rule, e.g. the captcha off for tests that register by API. */
export function setRegistrationRule(
  server: RunningServer,
  field: string,
  rule: { enabled: boolean; required: boolean },
): Promise<unknown> {
  return operatorPut(server, `config/registration-rules/${field}`, rule);
}

/** A registration rule as the merchant's configuration holds it now (operator API). */
export async function getRegistrationRule(
  server: RunningServer,
  field: string,
): Promise<{ enabled: boolean; required: boolean }> {
  const response = await fetch(`${server.url}/api/operator/config`, {
    headers: { authorization: `Bearer ${server.operatorToken}` },
  });
  if (!response.ok) throw new Error(`operator config: ${response.status} ${await response.text()}`);
  const config = (await response.json()) as {
    value: { register: Record<string, { enabled: boolean; required: boolean }> };
  };
  const rule = config.value.register[field];
  if (!rule) throw new Error(`no registration rule ${field}`);
  return { enabled: rule.enabled, required: rule.required };
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
  return vi.waitFor(
    async () => {
      const found = (await readOutbox(server, channel)).find(
        (m) => m.recipient === recipient && m.id > afterId,
      );
      if (!found) throw new Error(`no ${channel} to ${recipient} within ${timeoutMs} ms`);
      return found;
    },
    { timeout: timeoutMs, interval: 200 },
  );
}
