import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VERIFICATION } from '@lobby/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { ProviderLog } from '../outbox.ts';
import { httpSmsGateway } from './http-sms-gateway.ts';

// A stand-in gateway on a free local port: records what it receives, answers `status`.
let server: Server;
let url: string;
let status = 200;
let delayMs = 0;
const received: { auth: string | undefined; body: unknown }[] = [];

async function readBody(req: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8'));
}

let t: TestApp;
const lines: { level: string; line: object }[] = [];
const log: ProviderLog = {
  info: (line: object) => lines.push({ level: 'info', line }),
  warn: (line: object) => lines.push({ level: 'warn', line }),
} as ProviderLog;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    received.push({ auth: req.headers.authorization, body: await readBody(req) });
    setTimeout(() => res.writeHead(status).end('{}'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  t = await createTestApp({ SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: 'gateway-secret' });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const newest = async () =>
  (await t.db.select().from(s.outboxMessage).orderBy(desc(s.outboxMessage.id)).limit(1))[0];

describe('httpSmsGateway', () => {
  it('POSTs { to, text } with the bearer token and records a 2xx as sent', async () => {
    status = 202;
    const sms = httpSmsGateway(t.db, log, { url, token: 'gateway-secret' });
    const result = await sms.send({ to: '+60123456789', text: 'hello', purpose: 'sms-login' });
    expect(result).toEqual({ status: 'sent' });
    expect(received.at(-1)).toEqual({
      auth: 'Bearer gateway-secret',
      body: { to: '+60123456789', text: 'hello' },
    });
    expect(await newest()).toMatchObject({
      provider: 'http-gateway',
      status: 'sent',
      body: 'hello',
      error: null,
    });
    // The log names the message, never the token or (for a real provider) the body.
    expect(JSON.stringify(lines.at(-1))).not.toMatch(/gateway-secret|hello/);
  });

  it('records a non-2xx answer as failed, with the status', async () => {
    status = 500;
    const sms = httpSmsGateway(t.db, log, { url, token: 'gateway-secret' });
    const result = await sms.send({ to: '+60123456789', text: 'hi', purpose: 'sms-login' });
    expect(result).toEqual({ status: 'failed', error: 'the SMS gateway answered HTTP 500' });
    expect(await newest()).toMatchObject({ status: 'failed', error: 'the SMS gateway answered HTTP 500' });
    expect(lines.at(-1)?.level).toBe('warn');
  });

  it('gives up after the timeout', async () => {
    status = 200;
    delayMs = 500;
    const sms = httpSmsGateway(t.db, log, { url, token: undefined, timeoutMs: 50 });
    const result = await sms.send({ to: '+60123456789', text: 'slow', purpose: 'sms-login' });
    delayMs = 0;
    expect(result.status).toBe('failed');
    expect(received.at(-1)?.auth).toBeUndefined();
  });
});

describe('POST /api/verification/sms-code through the gateway (SMS_GATEWAY_URL set)', () => {
  const payload = { purpose: 'login', countryDialingCode: '+60', mobileNum: '177777777' };
  // A 'login' code is sent only with the SMS login switched on (issue 8 item 15).
  beforeAll(async () => {
    await t.db
      .update(s.whiteLabelFlag)
      .set({ enabled: true })
      .where(eq(s.whiteLabelFlag.code, 'MOBILEVERCODELOGIN3'));
  });

  it('answers 502 SMS_SEND_FAILED when the gateway fails, keeping no code so a retry may follow', async () => {
    status = 503;
    const res = await t.app.inject({ method: 'POST', url: '/api/verification/sms-code', payload });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('SMS_SEND_FAILED');
    expect(await t.db.select().from(s.smsCode)).toHaveLength(0);
    expect(await newest()).toMatchObject({
      recipient: '+60177777777',
      status: 'failed',
      purpose: 'sms-login',
    });
  });

  it('answers expiredMinutes once the gateway accepts', async () => {
    status = 200;
    const res = await t.app.inject({ method: 'POST', url: '/api/verification/sms-code', payload });
    expect(res.json()).toEqual({
      success: true,
      value: { expiredMinutes: VERIFICATION.smsCodeExpiredMinutes },
    });
    expect((received.at(-1)?.body as { text: string } | undefined)?.text).toMatch(
      /verification code is \d{6}/,
    );
  });
});
