import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** The newest SMS and e-mails first, so a person (or a browser test) can read a code. */
export async function listOutbox(db: Db, limit: number, channel?: (typeof t.OUTBOX_CHANNELS)[number]) {
  const rows = await db
    .select()
    .from(t.outboxMessage)
    .where(channel ? eq(t.outboxMessage.channel, channel) : undefined)
    .orderBy(desc(t.outboxMessage.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    purpose: row.purpose,
    provider: row.provider,
    status: row.status,
    error: row.error,
  }));
}
