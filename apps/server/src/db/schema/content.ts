import type { LocalizedText } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';

const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * Announcements (spec 3, 7 "Announcements"): notices, popups and news by type (A, PL, B, PU, PR,
 * H), group (m_home, m_reg) and platform (M). Title and content are per language (decision
 * 043), the content HTML sanitised when the operator writes it. Shown while enabled and
 * `starts_at <= now < ends_at` (a null bound is open).
 */
export const announcement = pgTable(
  'announcement',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    type: text().notNull(),
    groupName: text().notNull(),
    /** spec 7: M (mobile); a column, so a later desktop platform is a value, not a migration. */
    platform: text().notNull().default('M'),
    title: jsonb().$type<LocalizedText>().notNull(),
    content: jsonb().$type<LocalizedText>().notNull(),
    /** spec 4: A logged-in, B guests, F first-time login; null for non-popup types. */
    execution: text(),
    /**
     * spec 3 "Popup announcement" promotionType: a code such as DAILY_REWARD (decision 051);
     * null for none. Only popups (PU) carry one.
     */
    promotionType: text(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    /** Smaller first; ties newest first. */
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    publishedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('announcement_group_idx').on(t.groupName, t.type),
    check('announcement_type_known', sql`${t.type} in ('A', 'PL', 'B', 'PU', 'PR', 'H')`),
    check('announcement_execution_known', sql`${t.execution} is null or ${t.execution} in ('A', 'B', 'F')`),
    check(
      'announcement_promotion_type_code',
      sql`${t.promotionType} is null or (${t.type} = 'PU' and ${t.promotionType} ~ '^[A-Z][A-Z0-9_]{0,31}$')`,
    ),
    check(
      'announcement_window_ordered',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

/** The help centre (spec 2.13): expandable items, title and HTML per language, in order. */
export const helpItem = pgTable('help_item', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  title: jsonb().$type<LocalizedText>().notNull(),
  content: jsonb().$type<LocalizedText>().notNull(),
  position: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * spec 2.4 "Service bar": the Facebook and two Telegram links, each null when not configured.
 * One row, like the merchant's (one merchant per Lobby).
 */
export const serviceBar = pgTable(
  'service_bar',
  {
    id: integer().primaryKey().default(1),
    facebook: text(),
    telegram1: text(),
    telegram2: text(),
    updatedAt: updatedAt(),
  },
  (t) => [check('service_bar_single_row', sql`${t.id} = 1`)],
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
