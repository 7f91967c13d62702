import { z } from 'zod/mini';
import { Announcement } from './content.ts';
import { LanguageCode } from './merchant.ts';

// The member's inbox (spec 1 "inbox/message centre with unread count", 2.9, 7 "message count /
// unread count", "Inbox and mail list"; issue 10). A message is sent to one member or broadcast
// to all; read state is per member.

/** GET the inbox: a page of the member's messages, newest first. */
export const MessagesQuery = z.object({
  /** The reader's language: each message in it, else the merchant default's, else any (decision 047). */
  language: z.optional(LanguageCode),
  pageNo: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  pageSize: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(50))),
});
export type MessagesQuery = z.infer<typeof MessagesQuery>;

/** A message in the list: no body, so a page stays small. `sentAt` a ms timestamp. */
export const MessageSummary = z.object({
  id: z.number(),
  title: z.string(),
  sentAt: z.number(),
  read: z.boolean(),
});
export type MessageSummary = z.infer<typeof MessageSummary>;

export const MessagesResponse = z.object({
  list: z.array(MessageSummary),
  pageNum: z.number(),
  totalPages: z.number(),
});
export type MessagesResponse = z.infer<typeof MessagesResponse>;

/** GET one message (it is marked read): `content` HTML, sanitised when the operator wrote it. */
export const MessageDetail = z.object({ ...MessageSummary.shape, content: z.string() });
export type MessageDetail = z.infer<typeof MessageDetail>;

/** The message id in a path (`/api/messages/:id`). */
export const MessageIdParams = z.object({ id: z.number().check(z.int(), z.positive()) });

/** GET one message: in the reader's language, as the list. */
export const MessageQuery = z.object({ language: z.optional(LanguageCode) });
export type MessageQuery = z.infer<typeof MessageQuery>;

/** GET unread count (spec 3 "Unread count response: data.value, a number"): the value is the number. */
export const UnreadCountResponse = z.number();

/**
 * GET agent announcements (spec 7 "Agent home: types A, groupName m_home, merchantCode; reads
 * value.footer.unreadCount"; spec 3 "Announcement footer: unreadCount").
 */
export const AgentAnnouncementsQuery = z.object({
  types: z.literal('A'),
  groupName: z.string().check(z.regex(/^[a-z_]{1,32}$/, 'a group name such as m_home')),
  merchantCode: z.optional(z.string().check(z.maxLength(32))),
  language: z.optional(z.string().check(z.maxLength(8))),
});
export type AgentAnnouncementsQuery = z.infer<typeof AgentAnnouncementsQuery>;
export const AgentAnnouncementsResponse = z.object({
  list: z.array(z.object({ ...Announcement.shape, read: z.boolean() })),
  footer: z.object({ unreadCount: z.number() }),
});
export type AgentAnnouncementsResponse = z.infer<typeof AgentAnnouncementsResponse>;

/** POST agentAnnouncementRead: the announcement id in the path; the answer is its group's footer. */
export const AgentAnnouncementIdParams = z.object({ id: z.number().check(z.int(), z.positive()) });
export const AgentAnnouncementReadResponse = z.object({
  footer: z.object({ unreadCount: z.number() }),
});
export type AgentAnnouncementReadResponse = z.infer<typeof AgentAnnouncementReadResponse>;
