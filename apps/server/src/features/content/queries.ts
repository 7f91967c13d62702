import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

const a = t.announcement;

/** Which announcements a public call shows: enabled, of these types (and groups), platform, now. */
export interface AnnouncementFilter {
  types: readonly string[];
  /** Undefined: every group (the notice list). */
  groups?: readonly string[] | undefined;
  platform: string;
  now: Date;
}

/** Enabled, matching, and inside its time window: `starts_at <= now < ends_at`, a null bound open. */
function visible(filter: AnnouncementFilter): SQL | undefined {
  return and(
    eq(a.active, true),
    inArray(a.type, [...filter.types]),
    filter.groups ? inArray(a.groupName, [...filter.groups]) : undefined,
    eq(a.platform, filter.platform),
    or(isNull(a.startsAt), lte(a.startsAt, filter.now)),
    or(isNull(a.endsAt), gt(a.endsAt, filter.now)),
  );
}

/** When an announcement shows as published: its window's start if it has one, else its creation. */
const shownAt = sql<Date>`coalesce(${a.startsAt}, ${a.publishedAt})`;

const announcementColumns = {
  id: a.id,
  type: a.type,
  title: a.title,
  content: a.content,
  execution: a.execution,
  promotionType: a.promotionType,
  shownAt: sql<string>`${shownAt}`.mapWith(a.publishedAt),
};

/** Display order (position, then newest) or newest first (the notice list). */
export function listAnnouncements(
  db: DbOrTx,
  filter: AnnouncementFilter,
  page: { limit: number; offset?: number; order: 'position' | 'newest' },
) {
  const newest = [desc(shownAt), desc(a.id)];
  return db
    .select(announcementColumns)
    .from(a)
    .where(visible(filter))
    .orderBy(...(page.order === 'position' ? [asc(a.position), ...newest] : newest))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

export async function countAnnouncements(db: DbOrTx, filter: AnnouncementFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(a).where(visible(filter));
  return row?.n ?? 0;
}

/**
 * The next moment after `now` at which a window of these announcements opens or closes, so a
 * kept answer is recomputed exactly then (decision 044); null when none is ahead.
 */
export async function nextAnnouncementEdge(db: DbOrTx, filter: AnnouncementFilter): Promise<Date | null> {
  const now = filter.now.toISOString();
  const [row] = await db
    .select({
      at: sql<string | null>`min(least(
        case when ${a.startsAt} > ${now} then ${a.startsAt} end,
        case when ${a.endsAt} > ${now} then ${a.endsAt} end))`,
    })
    .from(a)
    .where(
      and(
        eq(a.active, true),
        inArray(a.type, [...filter.types]),
        filter.groups ? inArray(a.groupName, [...filter.groups]) : undefined,
        eq(a.platform, filter.platform),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

/** The enabled help items, in order. */
export function listHelpItems(db: DbOrTx) {
  return db
    .select({ id: t.helpItem.id, title: t.helpItem.title, content: t.helpItem.content })
    .from(t.helpItem)
    .where(eq(t.helpItem.active, true))
    .orderBy(asc(t.helpItem.position), asc(t.helpItem.id));
}

/** The service bar's links; all null when the operator set none. */
export async function serviceBarLinks(db: DbOrTx) {
  const [row] = await db
    .select({
      facebook: t.serviceBar.facebook,
      telegram1: t.serviceBar.telegram1,
      telegram2: t.serviceBar.telegram2,
    })
    .from(t.serviceBar);
  return row ?? { facebook: null, telegram1: null, telegram2: null };
}

const agreementColumns = {
  language: t.userAgreement.language,
  html: t.userAgreement.html,
  updatedAt: t.userAgreement.updatedAt,
};

/** The user agreement of one language, if the operator wrote one. */
export async function agreementRow(db: DbOrTx, language: string) {
  const [row] = await db
    .select(agreementColumns)
    .from(t.userAgreement)
    .where(eq(t.userAgreement.language, language));
  return row;
}

/** Any language's agreement, the same one every time (by language code). */
export async function firstAgreementRow(db: DbOrTx) {
  const [row] = await db
    .select(agreementColumns)
    .from(t.userAgreement)
    .orderBy(asc(t.userAgreement.language))
    .limit(1);
  return row;
}
