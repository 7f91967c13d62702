import { createServer } from 'node:net';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { ProviderLog } from '../outbox.ts';
import { outboxEmail } from './outbox-email.ts';
import { smtpEmail } from './smtp-email.ts';

let t: TestApp;
const lines: object[] = [];
const log = { info: (l: object) => lines.push(l), warn: (l: object) => lines.push(l) } as ProviderLog;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newest = async () =>
  (await t.db.select().from(s.outboxMessage).orderBy(desc(s.outboxMessage.id)).limit(1))[0];

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('e-mail providers', () => {
  it('outbox: records the message as sent and logs its body', async () => {
    const email = outboxEmail(t.db, log);
    const result = await email.send({
      to: 'a@example.com',
      subject: 'Reset your password',
      text: 'Open https://lobby.example/m/forget?token=abc',
      purpose: 'email-reset',
    });
    expect(result).toEqual({ status: 'sent' });
    expect(await newest()).toMatchObject({
      channel: 'email',
      recipient: 'a@example.com',
      subject: 'Reset your password',
      provider: 'outbox',
      status: 'sent',
    });
    expect(lines.at(-1)).toMatchObject({ body: 'Open https://lobby.example/m/forget?token=abc' });
  });

  it('smtp: an unreachable server is recorded as failed, without the credentials', async () => {
    const port = await closedPort();
    const email = smtpEmail(t.db, log, {
      url: `smtp://user:smtp-password@127.0.0.1:${port}`,
      from: 'Lobby <no-reply@lobby.example>',
    });
    const result = await email.send({
      to: 'b@example.com',
      subject: 'Hi',
      text: 'x',
      purpose: 'email-reset',
    });
    expect(result.status).toBe('failed');
    const row = await newest();
    expect(row).toMatchObject({ provider: 'smtp', status: 'failed', recipient: 'b@example.com' });
    expect(JSON.stringify([row, lines.at(-1)])).not.toContain('smtp-password');
  });
});
