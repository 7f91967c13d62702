import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';

/**
 * Announcements (spec 3, 7 "Announcements"): notices, popups and news by type (A, PL, B, PU, PR,
 * H) and group (m_home, m_reg). Content is HTML, sanitised when the operator writes it.
 */
export const announcement = pgTable(
  'announcement',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    type: text().notNull(),
    groupName: text().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    /** spec 4: A logged-in, B guests, F first-time login; null for non-popup types. */
    execution: text(),
    /** Smaller first; ties newest first. */
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    publishedAt: createdAt(),
  },
  (t) => [
    index('announcement_group_idx').on(t.groupName, t.type),
    check('announcement_type_known', sql`${t.type} in ('A', 'PL', 'B', 'PU', 'PR', 'H')`),
    check('announcement_execution_known', sql`${t.execution} is null or ${t.execution} in ('A', 'B', 'F')`),
  ],
);

/**
 * The merchant's user agreement (spec 2.1 /m/useragreement, 2.6 item 7; decision 041): one HTML
 * text per language, sanitised when the operator writes it.
 */
export const userAgreement = pgTable('user_agreement', {
  /** A language code of spec 1 (MY, EN, ZH-TW, ...). */
  language: text().primaryKey(),
  html: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
