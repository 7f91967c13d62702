import {
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TYPES,
  type AnnouncementsQuery,
  type AnnouncementsResponse,
} from '@lobby/shared';
import type { DbOrTx } from '../../db/client.ts';
import { listAnnouncements } from './queries.ts';

/** A screen shows a handful; the cap keeps one call cheap however many the operator keeps. */
export const ANNOUNCEMENTS_LIMIT = 50;

const isType = (value: string): value is (typeof ANNOUNCEMENT_TYPES)[number] =>
  (ANNOUNCEMENT_TYPES as readonly string[]).includes(value);
const isExecution = (value: string | null): value is (typeof ANNOUNCEMENT_EXECUTIONS)[number] =>
  value !== null && (ANNOUNCEMENT_EXECUTIONS as readonly string[]).includes(value);

/** spec 7 "Announcements": register screen types B, group m_reg; home B, PL, PU, H, group m_home. */
export async function announcements(db: DbOrTx, query: AnnouncementsQuery): Promise<AnnouncementsResponse> {
  const types = [...new Set(query.types.split(','))];
  const rows = await listAnnouncements(db, query.groupName, types, ANNOUNCEMENTS_LIMIT);
  return {
    list: rows.flatMap((row) =>
      isType(row.type)
        ? [
            {
              id: row.id,
              type: row.type,
              title: row.title,
              content: row.content,
              execution: isExecution(row.execution) ? row.execution : null,
              publishedAt: row.publishedAt.getTime(),
            },
          ]
        : [],
    ),
  };
}
