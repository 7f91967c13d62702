import { type Change, recordAudit } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { sanitizeAnnouncementHtml } from '../../lib/sanitize-html.ts';
import type { AnnouncementBody } from './operator-routes.ts';

/**
 * `announcement:add` (spec 3, 7 "Announcements"): one notice, its HTML cleaned before it is
 * stored (lib/sanitize-html.ts), audited in the same transaction.
 */
export async function addAnnouncement(db: Db, input: AnnouncementBody): Promise<Change[]> {
  const values = {
    type: input.type,
    groupName: input.group,
    title: input.title.trim(),
    content: sanitizeAnnouncementHtml(input.content),
    execution: input.execution ?? null,
    position: input.position ?? 0,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(t.announcement).values(values).returning({ id: t.announcement.id });
    const changes: Change[] = [{ field: `announcement.${row?.id}`, before: null, after: values }];
    return recordAudit(tx, 'announcement:add', changes);
  });
}
