import {
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TYPES,
  type Announcement,
  type AnnouncementsResponse,
  type BannersResponse,
  type HelpResponse,
  type HomeContent,
  type HotMatchesResponse,
  type LanguageCode,
  type NoticesResponse,
} from '@lobby/shared';
import type { Computed } from '../../core/answer-cache.ts';
import { localize } from '../../core/localized-text.ts';
import type { DbOrTx } from '../../db/client.ts';
import { homeBannersAt } from './banners.ts';
import { hotMatchesAt } from './hot-matches.ts';
import {
  type AnnouncementFilter,
  countAnnouncements,
  listAnnouncements,
  listHelpItems,
  nextAnnouncementEdge,
  serviceBarLinks,
} from './queries.ts';

// What each public content call answers, computed from the database for one language (spec 7
// "Announcements", 2.4, 2.13); public-content.ts keeps the answers (decision 044).

/** A screen shows a handful; the cap keeps one call cheap however many the operator keeps. */
export const ANNOUNCEMENTS_LIMIT = 50;

/** spec 2.4: Home loads types B, PL, PU, H of group m_home on platform M. */
export const HOME_ANNOUNCEMENTS = {
  types: ['B', 'PL', 'PU', 'H'],
  groups: ['m_home'],
  platform: 'M',
} as const;

/** The /m/notice list: the player notices (PL) and banner notices (B) of every group (decision 043). */
export const NOTICE_TYPES = ['PL', 'B'] as const;

export interface Languages {
  language: LanguageCode;
  defaultLanguage: LanguageCode;
}

const isType = (value: string): value is Announcement['type'] =>
  (ANNOUNCEMENT_TYPES as readonly string[]).includes(value);
const isExecution = (value: string | null): value is NonNullable<Announcement['execution']> =>
  value !== null && (ANNOUNCEMENT_EXECUTIONS as readonly string[]).includes(value);

type AnnouncementRow = Awaited<ReturnType<typeof listAnnouncements>>[number];

function toAnnouncements(rows: AnnouncementRow[], { language, defaultLanguage }: Languages): Announcement[] {
  return rows.flatMap((row) => {
    const text = localize(row, language, defaultLanguage);
    if (!text || !isType(row.type)) return [];
    const execution = isExecution(row.execution) ? row.execution : null;
    const { promotionType } = row;
    return [
      { id: row.id, type: row.type, ...text, execution, promotionType, publishedAt: row.shownAt.getTime() },
    ];
  });
}

const edgeOf = async (db: DbOrTx, filter: AnnouncementFilter) =>
  (await nextAnnouncementEdge(db, filter))?.getTime();

/** Announcements in display order (position, then newest). */
export async function announcementsAnswer(
  db: DbOrTx,
  filter: AnnouncementFilter,
  languages: Languages,
): Promise<Computed<AnnouncementsResponse>> {
  const rows = await listAnnouncements(db, filter, { limit: ANNOUNCEMENTS_LIMIT, order: 'position' });
  return { value: { list: toAnnouncements(rows, languages) }, validUntil: await edgeOf(db, filter) };
}

/** One page of the notice list, newest first. */
export async function noticesAnswer(
  db: DbOrTx,
  now: Date,
  page: { pageNo: number; pageSize: number },
  languages: Languages,
): Promise<Computed<NoticesResponse>> {
  const filter = { types: NOTICE_TYPES, platform: 'M', now };
  const [total, rows] = [
    await countAnnouncements(db, filter),
    await listAnnouncements(db, filter, {
      limit: page.pageSize,
      offset: (page.pageNo - 1) * page.pageSize,
      order: 'newest',
    }),
  ];
  return {
    value: {
      list: toAnnouncements(rows, languages),
      pageNum: page.pageNo,
      totalPages: Math.ceil(total / page.pageSize),
    },
    validUntil: await edgeOf(db, filter),
  };
}

/** spec 2.13: the enabled help items in order, each in the reader's language. */
export async function helpAnswer(db: DbOrTx, languages: Languages): Promise<Computed<HelpResponse>> {
  const rows = await listHelpItems(db);
  const list = rows.flatMap((row) => {
    const text = localize(row, languages.language, languages.defaultLanguage);
    return text ? [{ id: row.id, ...text }] : [];
  });
  return { value: { list } };
}

/** The sooner of two window edges (undefined: none ahead). */
const sooner = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);

/** spec 2.4 carousel: the banners shown now, kept until one's window opens or closes (decision 046). */
export async function bannersAnswer(
  db: DbOrTx,
  now: Date,
  { language, defaultLanguage }: Languages,
): Promise<Computed<BannersResponse>> {
  const { list, nextChange } = await homeBannersAt(db, language, defaultLanguage, now);
  return { value: { list }, validUntil: nextChange?.getTime() };
}

/** spec 2.4 strip: the hot matches shown now, kept until one's window opens or a match kicks off. */
export async function hotMatchesAnswer(db: DbOrTx, now: Date): Promise<Computed<HotMatchesResponse>> {
  const { list, nextChange } = await hotMatchesAt(db, now);
  return { value: { list }, validUntil: nextChange?.getTime() };
}

/**
 * spec 2.4: everything Home draws from content, in one answer, kept until the first window edge
 * of any of its parts, so Home and the banner and hot-match calls change at the same moment.
 */
export async function homeAnswer(
  db: DbOrTx,
  now: Date,
  languages: Languages,
): Promise<Computed<HomeContent>> {
  const filter = { ...HOME_ANNOUNCEMENTS, now };
  const announcements = await announcementsAnswer(db, filter, languages);
  const banners = await bannersAnswer(db, now, languages);
  const hotMatches = await hotMatchesAnswer(db, now);
  const serviceBar = await serviceBarLinks(db);
  return {
    value: {
      language: languages.language,
      announcements: announcements.value.list,
      banners: banners.value.list,
      hotMatches: hotMatches.value.list,
      serviceBar,
    },
    validUntil: sooner(announcements.validUntil, sooner(banners.validUntil, hotMatches.validUntil)),
  };
}
