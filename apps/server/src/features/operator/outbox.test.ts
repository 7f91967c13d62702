import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmail } from '../../providers/email/outbox-email.ts';
import type { ProviderLog } from '../../providers/outbox.ts';
import { outboxSms } from '../../providers/sms/outbox-sms.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const log = { info: () => undefined, warn: () => undefined } as unknown as ProviderLog;
beforeAll(async () => {
  t = await createTestApp();
  const sms = outboxSms(t.db, log);
  const email = outboxEmail(t.db, log);
  await sms.send({ to: '+60111111111', text: 'first', purpose: 'sms-login' });
  await email.send({ to: 'a@example.com', subject: 'Reset', text: 'second', purpose: 'email-reset' });
  await sms.send({ to: '+60122222222', text: 'third', purpose: 'sms-register' });
});
afterAll(() => t.close());

const outbox = (query = '', headers = auth()) =>
  t.app.inject({ url: `/api/operator/outbox${query}`, headers });

describe('GET /api/operator/outbox', () => {
  it('lists messages newest first', async () => {
    const res = await outbox();
    expect(res.statusCode).toBe(200);
    const { messages } = res.json().value;
    expect(messages.map((m: { body: string }) => m.body)).toEqual(['third', 'second', 'first']);
    expect(messages[1]).toMatchObject({
      channel: 'email',
      recipient: 'a@example.com',
      subject: 'Reset',
      purpose: 'email-reset',
      provider: 'outbox',
      status: 'sent',
      error: null,
    });
    expect(Number.isNaN(Date.parse(messages[0].at))).toBe(false);
  });

  it('honours limit and channel', async () => {
    const limited = (await outbox('?limit=1')).json().value.messages;
    expect(limited.map((m: { body: string }) => m.body)).toEqual(['third']);
    const sms = (await outbox('?channel=sms')).json().value.messages;
    expect(sms.map((m: { body: string }) => m.body)).toEqual(['third', 'first']);
    const email = (await outbox('?channel=email&limit=5')).json().value.messages;
    expect(email.map((m: { body: string }) => m.body)).toEqual(['second']);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=501', 'limit'],
    ['?channel=fax', 'channel'],
  ])('answers 400 for %s naming %s', async (query, field) => {
    const res = await outbox(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it('needs the operator token', async () => {
    const res = await outbox('', {} as ReturnType<typeof auth>);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});
