import type { MessageDetail, MessagesQuery, MessagesResponse } from '@lobby/shared';
import { appError } from '../../core/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pickLanguage } from './pick-language.ts';
import {
  countVisible,
  markRead,
  memberRegDate,
  merchantDefaultLanguage,
  pageOfMessages,
  visibleMessage,
} from './queries.ts';

// The member's inbox (spec 1, 2.9, 7 "Inbox and mail list"; decision 047).

/** spec 7 leaves the page size open: a phone screen and a half. */
export const MESSAGES_PAGE_SIZE = 20;

// Another member's message and an id that never existed answer alike, so ids leak nothing.
const notFound = () => appError('NOT_FOUND', 'This message does not exist.');

async function regDateOf(db: DbOrTx, memberId: number): Promise<Date> {
  const regDate = await memberRegDate(db, memberId);
  if (!regDate) throw notFound();
  return regDate;
}

/** A page of the member's messages, newest first; a page past the last one is empty. */
export async function listMessages(
  db: Db,
  memberId: number,
  query: MessagesQuery,
): Promise<MessagesResponse> {
  const pageNum = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? MESSAGES_PAGE_SIZE;
  const regDate = await regDateOf(db, memberId);
  const [total, rows, fallback] = await Promise.all([
    countVisible(db, memberId, regDate),
    pageOfMessages(db, memberId, regDate, { limit: pageSize, offset: (pageNum - 1) * pageSize }),
    merchantDefaultLanguage(db),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: pickLanguage(row.titles, query.language, fallback) ?? '',
      sentAt: row.sentAt.getTime(),
      read: row.readAt !== null,
    })),
    pageNum,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** spec 7 "Inbox": one message, marked read by opening it. */
export async function openMessage(
  db: Db,
  memberId: number,
  id: number,
  language: string | undefined,
): Promise<MessageDetail> {
  const regDate = await regDateOf(db, memberId);
  const row = await visibleMessage(db, memberId, regDate, id);
  if (!row) throw notFound();
  await markRead(db, memberId, row.id);
  const text = pickLanguage(row.texts, language, await merchantDefaultLanguage(db));
  return {
    id: row.id,
    title: text?.title ?? '',
    content: text?.content ?? '',
    sentAt: row.sentAt.getTime(),
    read: true,
  };
}
