import {
  type AgentAnnouncementReadResponse,
  type AgentAnnouncementsQuery,
  type AgentAnnouncementsResponse,
  ANNOUNCEMENT_EXECUTIONS,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  MEMBER_TYPES,
} from '@lobby/shared';
import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import { localize } from '../../core/localized-text.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { merchantDefaultLanguage } from './queries.ts';

// Agent home's announcements (spec 2.15 footer badge, 3 "Announcement footer", 7 "Agent home:
// types A, groupName m_home; reads value.footer.unreadCount"; decision 048). Read from the
// announcement table with this feature's own query (features never import each other); the
// receipts are this feature's.

/** An agent home shows a handful; the cap keeps the call cheap however many the operator keeps. */
export const AGENT_ANNOUNCEMENTS_LIMIT = 50;

/** spec 5 "Agent check": member types 0, 4 and 40 are not agents. */
export function requireAgent(customerType: number): void {
  if ((MEMBER_TYPES.agentHidden as readonly number[]).includes(customerType)) {
    throw appError(
      'FORBIDDEN',
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    );
  }
}

const isExecution = (value: string | null): value is (typeof ANNOUNCEMENT_EXECUTIONS)[number] =>
  value !== null && (ANNOUNCEMENT_EXECUTIONS as readonly string[]).includes(value);

/** Shown now: enabled, type A, platform M (mobile), inside its time window (decision 043). */
function shownAgentAnnouncement(now: Date) {
  return and(
    eq(t.announcement.active, true),
    eq(t.announcement.type, 'A'),
    eq(t.announcement.platform, 'M'),
    or(isNull(t.announcement.startsAt), lte(t.announcement.startsAt, now)),
    or(isNull(t.announcement.endsAt), gt(t.announcement.endsAt, now)),
  );
}

function agentAnnouncementRows(db: DbOrTx, memberId: number, groupName: string, now = new Date()) {
  return db
    .select({
      id: t.announcement.id,
      title: t.announcement.title,
      content: t.announcement.content,
      execution: t.announcement.execution,
      publishedAt: t.announcement.publishedAt,
      readAt: t.announcementRead.readAt,
    })
    .from(t.announcement)
    .leftJoin(
      t.announcementRead,
      and(
        eq(t.announcementRead.memberId, memberId),
        eq(t.announcementRead.announcementId, t.announcement.id),
      ),
    )
    .where(and(shownAgentAnnouncement(now), eq(t.announcement.groupName, groupName)))
    .orderBy(asc(t.announcement.position), desc(t.announcement.publishedAt), desc(t.announcement.id))
    .limit(AGENT_ANNOUNCEMENTS_LIMIT);
}

/** The group's enabled type-A announcements, each with its read state, and how many are unread. */
export async function agentAnnouncements(
  db: DbOrTx,
  memberId: number,
  query: AgentAnnouncementsQuery,
): Promise<AgentAnnouncementsResponse> {
  const rows = await agentAnnouncementRows(db, memberId, query.groupName);
  // Texts in the reader's language, else the merchant default's, else English (decision 043).
  const stored = await merchantDefaultLanguage(db);
  const fallback = stored && isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  const language = query.language && isLanguageCode(query.language) ? query.language : fallback;
  const list = rows.flatMap((row) => {
    const text = localize(row, language, fallback);
    if (!text) return [];
    return [
      {
        id: row.id,
        type: 'A' as const,
        ...text,
        execution: isExecution(row.execution) ? row.execution : null,
        // Only popups (PU) advertise a promotion (decision 051); an agent announcement never does.
        promotionType: null,
        publishedAt: row.publishedAt.getTime(),
        read: row.readAt !== null,
      },
    ];
  });
  return { list, footer: { unreadCount: list.filter((item) => !item.read).length } };
}

/**
 * Marks one enabled type-A announcement read; any other id is NOT_FOUND. Answers the footer of
 * the announcement's group, so the badge updates without another call.
 */
export async function markAgentAnnouncementRead(
  db: DbOrTx,
  memberId: number,
  id: number,
): Promise<AgentAnnouncementReadResponse> {
  const [row] = await db
    .select({ groupName: t.announcement.groupName })
    .from(t.announcement)
    .where(and(eq(t.announcement.id, id), shownAgentAnnouncement(new Date())));
  if (!row) throw appError('NOT_FOUND', 'This announcement does not exist.');
  await db.insert(t.announcementRead).values({ memberId, announcementId: id }).onConflictDoNothing();
  const shown = await agentAnnouncementRows(db, memberId, row.groupName);
  return { footer: { unreadCount: shown.filter((item) => item.readAt === null).length } };
}
