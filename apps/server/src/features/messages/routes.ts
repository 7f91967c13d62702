import {
  AgentAnnouncementIdParams,
  AgentAnnouncementReadResponse,
  AgentAnnouncementsQuery,
  AgentAnnouncementsResponse,
  API_PATHS,
  MessageDetail,
  MessageIdParams,
  MessageQuery,
  MessagesQuery,
  MessagesResponse,
  UnreadCountResponse,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { MEMBER_ERRORS, MEMBER_SECURITY, sessionMember } from '../../plugins/session.ts';
import { agentAnnouncements, markAgentAnnouncementRead, requireAgent } from './agent-announcements.ts';
import { unreadCountQuery } from './queries.ts';
import { listMessages, openMessage } from './service.ts';

// The member's inbox and agent home's announcements (spec 2.9, 2.15, 3, 7; decisions 047, 048).

const session = { tags: ['messages'], security: MEMBER_SECURITY };

export async function messagesRoutes(scope: FastifyInstance, { db }: { db: Db }) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const unreadCountOf = unreadCountQuery(db);

  app.get(
    API_PATHS.messages,
    {
      preHandler: app.requireMember,
      schema: {
        ...session,
        summary: 'A page of the member\'s messages, newest first (spec 7 "Inbox and mail list")',
        querystring: MessagesQuery,
        response: responses(MessagesResponse, [...MEMBER_ERRORS, 'NOT_FOUND', 'VALIDATION_ERROR']),
      },
    },
    async (request) => ok(await listMessages(db, sessionMember(request).id, request.query)),
  );

  app.get(
    API_PATHS.messagesUnreadCount,
    {
      preHandler: app.requireMember,
      schema: {
        ...session,
        summary:
          'How many of the member\'s messages are unread (spec 3 "Unread count response": value, a number)',
        response: responses(UnreadCountResponse, MEMBER_ERRORS),
      },
    },
    async (request) => ok(await unreadCountOf(sessionMember(request).id)),
  );

  app.get(
    API_PATHS.message,
    {
      preHandler: app.requireMember,
      schema: {
        ...session,
        summary: "One of the member's messages; opening it marks it read (404 for anyone else's)",
        params: MessageIdParams,
        querystring: MessageQuery,
        response: responses(MessageDetail, [...MEMBER_ERRORS, 'NOT_FOUND', 'VALIDATION_ERROR']),
      },
    },
    async (request) =>
      ok(await openMessage(db, sessionMember(request).id, request.params.id, request.query.language)),
  );

  app.get(
    API_PATHS.agentAnnouncements,
    {
      preHandler: app.requireMember,
      schema: {
        ...session,
        summary:
          'Agent home: type-A announcements of a group with read state and footer.unreadCount (spec 2.15, 7)',
        querystring: AgentAnnouncementsQuery,
        response: responses(AgentAnnouncementsResponse, [...MEMBER_ERRORS, 'FORBIDDEN', 'VALIDATION_ERROR']),
      },
    },
    async (request) => {
      const member = sessionMember(request);
      requireAgent(member.customerType);
      return ok(await agentAnnouncements(db, member.id, request.query));
    },
  );

  app.post(
    API_PATHS.agentAnnouncementRead,
    {
      preHandler: app.requireMember,
      schema: {
        ...session,
        summary: "Mark an agent announcement read; answers its group's footer (spec 2.15)",
        params: AgentAnnouncementIdParams,
        response: responses(AgentAnnouncementReadResponse, [
          ...MEMBER_ERRORS,
          'FORBIDDEN',
          'NOT_FOUND',
          'VALIDATION_ERROR',
        ]),
      },
    },
    async (request) => {
      const member = sessionMember(request);
      requireAgent(member.customerType);
      return ok(await markAgentAnnouncementRead(db, member.id, request.params.id));
    },
  );
}
