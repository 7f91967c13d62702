import { desc, eq, ne, sql } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import { type Change, recordAudit } from '../../core/operator-audit.ts';
import { currentWelcomeBody } from '../../core/welcome-message.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { MessageText } from '../../db/schema/index.ts';
import * as t from '../../db/schema/index.ts';
import { sanitizeAnnouncementHtml } from '../../lib/sanitize-html.ts';

// The operator's side of the inbox (issue 10 "send a message to one member or to all"; decision
// 047): every change audited in its own transaction.

export type Texts = Partial<Record<string, MessageText>>;
export type Recipient = { to: 'all' } | { to: 'member'; account: string };

/** Titles trimmed, HTML cleaned with the announcements' allow-list before it is stored. */
function cleanTexts(texts: Texts): Record<string, MessageText> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([language, text]) =>
      text ? [[language, { title: text.title.trim(), content: sanitizeAnnouncementHtml(text.content) }]] : [],
    ),
  );
}

async function memberIdOf(db: DbOrTx, account: string): Promise<number> {
  const [row] = await db
    .select({ id: t.member.id })
    .from(t.member)
    .where(eq(t.member.account, account.trim().toLowerCase()));
  if (!row) throw appError('NOT_FOUND', `No member has the account ${account}.`, { field: 'account' });
  return row.id;
}

/**
 * `message:send`: one message to one member, or one broadcast row for every member registered
 * before now (never a row per member: decision 047).
 */
export async function sendMessage(db: Db, recipient: Recipient, texts: Texts): Promise<Change[]> {
  const clean = cleanTexts(texts);
  const memberId = recipient.to === 'member' ? await memberIdOf(db, recipient.account) : null;
  return db.transaction(async (tx) => {
    const [body] = await tx
      .insert(t.messageBody)
      .values({ texts: clean })
      .returning({ id: t.messageBody.id });
    if (!body) throw new Error('message body not written');
    const [row] = await tx
      .insert(t.message)
      .values({ kind: memberId === null ? 'broadcast' : 'direct', memberId, bodyId: body.id })
      .returning({ id: t.message.id });
    const to = recipient.to === 'member' ? recipient.account.trim().toLowerCase() : 'all';
    return recordAudit(tx, 'message:send', [
      { field: `message.${row?.id}`, before: null, after: { to, texts: clean } },
    ]);
  });
}

/**
 * `message:welcome`: one language of the welcome template. A new version of the template is
 * written (members keep the version they were given); the same text again changes nothing.
 */
export async function setWelcomeText(db: Db, language: string, text: MessageText): Promise<Change[]> {
  const [clean] = Object.values(cleanTexts({ [language]: text }));
  if (!clean) return [];
  return db.transaction(async (tx) => {
    // One template writer at a time, so two languages set together both survive.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('message_body_welcome'))`);
    const current = await currentWelcomeBody(tx);
    const before = current?.texts[language];
    if (before && before.title === clean.title && before.content === clean.content) return [];
    await tx
      .insert(t.messageBody)
      .values({ purpose: 'welcome', texts: { ...current?.texts, [language]: clean } });
    return recordAudit(tx, 'message:welcome', [
      { field: `welcomeMessage.${language}`, before: before ?? null, after: clean },
    ]);
  });
}

/** What the operator sent (not the per-member welcomes), newest first, and the welcome template. */
export async function sentMessages(db: DbOrTx, limit: number) {
  const rows = await db
    .select({
      id: t.message.id,
      kind: t.message.kind,
      account: t.member.account,
      texts: t.messageBody.texts,
      sentAt: t.message.sentAt,
      // Written out: inside the subquery an unqualified "id" would not be the message's.
      readCount:
        sql<number>`(select count(*) from message_read where message_read.message_id = message.id)`.mapWith(
          Number,
        ),
    })
    .from(t.message)
    .innerJoin(t.messageBody, eq(t.messageBody.id, t.message.bodyId))
    .leftJoin(t.member, eq(t.member.id, t.message.memberId))
    .where(ne(t.message.kind, 'welcome'))
    .orderBy(desc(t.message.sentAt), desc(t.message.id))
    .limit(limit);
  const welcome = await currentWelcomeBody(db);
  return {
    welcome: welcome?.texts ?? null,
    messages: rows.map((row) => ({
      id: row.id,
      to: row.account ?? 'all',
      titles: Object.fromEntries(Object.entries(row.texts).map(([language, text]) => [language, text.title])),
      sentAt: row.sentAt.toISOString(),
      readCount: row.readCount,
    })),
  };
}
