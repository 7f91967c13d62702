import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;

/**
 * Every SMS and e-mail the server sends, whatever the provider: the built-in provider's only
 * delivery, and an audit trail for the real ones (`npm run operator -- outbox`).
 */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    /** What the message is for: 'sms-login', 'sms-register', 'sms-reset', 'email-reset'. */
    purpose: text().notNull(),
    provider: text().notNull(),
    status: text({ enum: ['sent', 'failed'] }).notNull(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_message_created_at_idx').on(t.createdAt)],
);
