import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { member } from './accounts.ts';
import { createdAt } from './columns.ts';
import { announcement } from './content.ts';

// The member's inbox (spec 1, 2.9, 3 "Unread count response", 7 "Inbox and mail list";
// docs/decisions/047). A broadcast is one row whatever the number of members: read state lives
// in receipts, written only when a member opens a message.

/** One language's words of a message: title and HTML sanitised on write. */
export interface MessageText {
  title: string;
  content: string;
}

/**
 * What a message says, per language (`{ "MY": { title, content }, "EN": ... }`). Kept apart from
 * the delivery so the welcome message every member gets at registration is a small row pointing
 * at the template of the day, not a copy of its HTML per member.
 */
export const messageBody = pgTable(
  'message_body',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** 'message' for what the operator sends; 'welcome' for a version of the welcome template. */
    purpose: text().notNull().default('message'),
    texts: jsonb().$type<Record<string, MessageText>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The current welcome template: the newest body of purpose 'welcome'.
    index('message_body_welcome_idx').on(t.id).where(sql`${t.purpose} = 'welcome'`),
    check('message_body_purpose_known', sql`${t.purpose} in ('message', 'welcome')`),
  ],
);

/**
 * A message delivered: to one member (`member_id` set: 'direct' or 'welcome') or to every member
 * registered before it was sent (`member_id` null: 'broadcast').
 */
export const message = pgTable(
  'message',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    memberId: bigint({ mode: 'number' }).references(() => member.id, { onDelete: 'cascade' }),
    bodyId: bigint({ mode: 'number' })
      .notNull()
      .references(() => messageBody.id),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A member's own messages by time: the inbox page and an index-only count for the unread count.
    index('message_member_idx').on(t.memberId, t.sentAt, t.id),
    // Broadcasts by time: an index-only range count from the member's registration on.
    index('message_broadcast_idx').on(t.sentAt, t.id).where(sql`${t.memberId} is null`),
    // What the operator sent, newest first, without the per-member welcomes.
    index('message_sent_idx').on(t.sentAt, t.id).where(sql`${t.kind} <> 'welcome'`),
    check('message_kind_known', sql`${t.kind} in ('direct', 'welcome', 'broadcast')`),
    check('message_broadcast_has_no_member', sql`(${t.kind} = 'broadcast') = (${t.memberId} is null)`),
  ],
);

/** A member read a message: at most one receipt per member and message. */
export const messageRead = pgTable(
  'message_read',
  {
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => message.id, { onDelete: 'cascade' }),
    readAt: createdAt(),
  },
  (t) => [
    // (member, message): the per-member count of the unread count is index-only.
    primaryKey({ columns: [t.memberId, t.messageId], name: 'message_read_pk' }),
    // How many read a message (the operator's list), and the cascade when a message goes.
    index('message_read_message_idx').on(t.messageId),
  ],
);

/** A member read an agent announcement (spec 2.15 footer "announcements" badge). */
export const announcementRead = pgTable(
  'announcement_read',
  {
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    announcementId: bigint({ mode: 'number' })
      .notNull()
      .references(() => announcement.id, { onDelete: 'cascade' }),
    readAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.announcementId], name: 'announcement_read_pk' }),
    index('announcement_read_announcement_idx').on(t.announcementId),
  ],
);
