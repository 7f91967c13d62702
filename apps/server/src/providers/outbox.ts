import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

// Every SMS and e-mail, whatever the provider, becomes one outbox_message row and one log line
// (issue 3 "Providers"): the built-in provider's only delivery, an audit trail for the others.

export type ProviderLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface SendResult {
  status: 'sent' | 'failed';
  error?: string;
}

export interface OutboxEntry {
  channel: (typeof t.OUTBOX_CHANNELS)[number];
  recipient: string;
  subject?: string | undefined;
  body: string;
  purpose: string;
  provider: string;
}

/** Without `deliver` the outbox is the delivery: recorded as sent, the body in the log. */
export async function deliverAndRecord(
  db: DbOrTx,
  log: ProviderLog,
  entry: OutboxEntry,
  deliver?: () => Promise<void>,
): Promise<SendResult> {
  let result: SendResult = { status: 'sent' };
  if (deliver) {
    try {
      await deliver();
    } catch (err) {
      result = { status: 'failed', error: err instanceof Error ? err.message : String(err) };
    }
  }
  await db.insert(t.outboxMessage).values({ ...entry, subject: entry.subject ?? null, ...result });
  const { body, ...meta } = entry;
  // A real provider's body holds a live code: only the outbox provider, whose log is its
  // delivery, prints it. Secrets (tokens, SMTP passwords) never reach an entry.
  const line = { ...meta, ...result, ...(deliver ? {} : { body }) };
  if (result.status === 'sent') log.info(line, `${entry.channel} ${result.status}`);
  else log.warn(line, `${entry.channel} ${result.status}`);
  return result;
}
