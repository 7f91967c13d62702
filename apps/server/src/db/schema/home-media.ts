import type { BannerAction, LocalizedText } from '@lobby/shared';
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

/**
 * The variants sharp made of a banner's artwork (decision 045): `dir` under MEDIA_DIR holds
 * `<width>.<avif|webp|jpg>` for each width; `width` and `height` are the widest variant's.
 */
export interface BannerImageRecord {
  dir: string;
  widths: number[];
  width: number;
  height: number;
}

/**
 * Home banners (spec 2.4 "Banner carousel", 3 "Banner"; issue 10): text-free artwork, its words
 * per language shown over it, and what a tap does. `source` says where the artwork came from
 * (`upload`, `seed:<file>`, `media:<path>` for the start-up configuration's old single banner);
 * `image` is null until its variants exist, and such a banner is not shown.
 */
export const banner = pgTable(
  'banner',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    source: text(),
    image: jsonb().$type<BannerImageRecord>(),
    alt: jsonb().$type<LocalizedText>().notNull().default({}),
    title: jsonb().$type<LocalizedText>().notNull().default({}),
    text: jsonb().$type<LocalizedText>().notNull().default({}),
    button: jsonb().$type<LocalizedText>().notNull().default({}),
    action: jsonb().$type<BannerAction>().notNull().default({ kind: 'none' }),
    /** Smaller first; ties by id. */
    position: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    /** Null: no limit on that side. */
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('banner_position_idx').on(t.enabled, t.position),
    check(
      'banner_window_ordered',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

/**
 * Hot matches (spec 2.4 "Hot-match strip", 3 "Hot match"): shown from `startsAt` (default: when
 * added) until `endsAt`, or until the match time when `endsAt` is null.
 */
export const hotMatch = pgTable(
  'hot_match',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    league: text().notNull(),
    homeTeam: text().notNull(),
    awayTeam: text().notNull(),
    /** A bundled badge under /media/ (e.g. /media/teams/<name>.svg) or an http(s) address. */
    homeTeamImageUrl: text().notNull(),
    awayTeamImageUrl: text().notNull(),
    matchTime: timestamp({ withTimezone: true }).notNull(),
    vendor: text().notNull(),
    roomId: text().notNull(),
    nodeId: text().notNull(),
    enabled: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('hot_match_time_idx').on(t.enabled, t.matchTime),
    check('hot_match_window_ordered', sql`${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);
