import { and, desc, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import { MERCHANT_ID } from '../../core/merchant-config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

// The inbox's SQL (decision 047). A member sees their own messages (direct, welcome) and the
// broadcasts sent since they registered; a receipt says they read one.

/** The messages `memberId` (registered at `regDate`) may see. */
function visibleTo(memberId: number, regDate: Date): SQL | undefined {
  return or(
    eq(t.message.memberId, memberId),
    and(isNull(t.message.memberId), gte(t.message.sentAt, regDate)),
  );
}

/**
 * The unread count in one round trip, three index-only counts (decision 047): the member's own
 * messages (message_member_idx), the broadcasts since registration (message_broadcast_idx, a
 * range), minus the member's receipts (message_read_pk). A receipt exists only for a message
 * the member could see, so the difference is the unread number. Prepared once, as the balance.
 */
export function unreadCountQuery(db: Db) {
  const query = db
    .select({
      // Written out: drizzle leaves a column unqualified here, and inside a subquery of message
      // "id" would be message.id. The outer row is the member's.
      unread: sql<number>`(select count(*) from message where message.member_id = member.id)
        + (select count(*) from message where message.member_id is null and message.sent_at >= member.reg_date)
        - (select count(*) from message_read where message_read.member_id = member.id)`.mapWith(Number),
    })
    .from(t.member)
    .where(eq(t.member.id, sql.placeholder('memberId')))
    .prepare('messages_unread_count');
  return async (memberId: number) => (await query.execute({ memberId }))[0]?.unread ?? 0;
}
export type UnreadCountQuery = ReturnType<typeof unreadCountQuery>;

export async function memberRegDate(db: DbOrTx, memberId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ regDate: t.member.regDate })
    .from(t.member)
    .where(eq(t.member.id, memberId));
  return row?.regDate;
}

export async function merchantDefaultLanguage(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ language: t.merchant.defaultLanguage })
    .from(t.merchant)
    .where(eq(t.merchant.id, MERCHANT_ID));
  return row?.language;
}

/** How many messages the member sees (the list's total), from the same two indexes. */
export async function countVisible(db: DbOrTx, memberId: number, regDate: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(t.message)
    .where(visibleTo(memberId, regDate));
  return row?.count ?? 0;
}

/** Each language's title only (`{ "MY": "...", "EN": "..." }`): a page carries no HTML. */
const titles = sql<Record<string, string>>`(select coalesce(jsonb_object_agg(k, v->>'title'), '{}'::jsonb)
  from jsonb_each(${t.messageBody.texts}) as e(k, v))`;

/** One page of the member's messages, newest first, each with its read state. */
export function pageOfMessages(
  db: DbOrTx,
  memberId: number,
  regDate: Date,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: t.message.id,
      sentAt: t.message.sentAt,
      titles,
      readAt: t.messageRead.readAt,
    })
    .from(t.message)
    .innerJoin(t.messageBody, eq(t.messageBody.id, t.message.bodyId))
    .leftJoin(
      t.messageRead,
      and(eq(t.messageRead.memberId, memberId), eq(t.messageRead.messageId, t.message.id)),
    )
    .where(visibleTo(memberId, regDate))
    .orderBy(desc(t.message.sentAt), desc(t.message.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** One message the member may see, with all its texts; undefined for any other id. */
export async function visibleMessage(db: DbOrTx, memberId: number, regDate: Date, id: number) {
  const [row] = await db
    .select({ id: t.message.id, sentAt: t.message.sentAt, texts: t.messageBody.texts })
    .from(t.message)
    .innerJoin(t.messageBody, eq(t.messageBody.id, t.message.bodyId))
    .where(and(eq(t.message.id, id), visibleTo(memberId, regDate)));
  return row;
}

/** The receipt; a second reading keeps the first one's time. */
export async function markRead(db: DbOrTx, memberId: number, messageId: number): Promise<void> {
  await db.insert(t.messageRead).values({ memberId, messageId }).onConflictDoNothing();
}
