import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** Active announcements of one group and some types, in display order. */
export function listAnnouncements(db: DbOrTx, groupName: string, types: readonly string[], limit: number) {
  return db
    .select({
      id: t.announcement.id,
      type: t.announcement.type,
      title: t.announcement.title,
      content: t.announcement.content,
      execution: t.announcement.execution,
      publishedAt: t.announcement.publishedAt,
    })
    .from(t.announcement)
    .where(
      and(
        eq(t.announcement.active, true),
        eq(t.announcement.groupName, groupName),
        inArray(t.announcement.type, [...types]),
      ),
    )
    .orderBy(asc(t.announcement.position), desc(t.announcement.publishedAt), desc(t.announcement.id))
    .limit(limit);
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
