import {
  AnnouncementsQuery,
  AnnouncementsResponse,
  API_PATHS,
  ContentQuery,
  GroupContentQuery,
  HelpQuery,
  HelpResponse,
  HomeContent,
  NoticesQuery,
  NoticesResponse,
  UserAgreementQuery,
  UserAgreementResponse,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { type CachedAnswer, sendCached } from '../../core/answer-cache.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import type { PublicContent } from './public-content.ts';
import { userAgreement } from './user-agreement.ts';

export interface ContentRoutesOptions {
  db: Db;
  /** The kept public answers (app.ts makes one per node; the served Home page reads it too). */
  content: PublicContent;
}

const ERRORS = ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'] as const;

/** One public content call: validated query, kept answer, ETag and 304 (decision 044). */
interface ContentCall<Q extends z.ZodMiniType> {
  path: string;
  summary: string;
  query: Q;
  answer: z.ZodMiniType;
  read(content: PublicContent, query: z.infer<Q>): Promise<CachedAnswer>;
}
const call = <Q extends z.ZodMiniType>(c: ContentCall<Q>) => c as unknown as ContentCall<z.ZodMiniType>;

const CALLS = [
  call({
    path: API_PATHS.announcements,
    summary: 'Announcements by types, group and platform, in the reader\'s language (spec 7 "Announcements")',
    query: AnnouncementsQuery,
    answer: AnnouncementsResponse,
    read: (content, query) => content.announcements(query),
  }),
  call({
    path: API_PATHS.notices,
    summary: 'The notice list (types PL and B of every group), newest first, paged (spec 2.1 /m/notice)',
    query: NoticesQuery,
    answer: NoticesResponse,
    read: (content, query) => content.notices(query),
  }),
  call({
    path: API_PATHS.popularAnnouncements,
    summary: 'Popup announcements (type PU) of a group, m_home by default (spec 4, 7)',
    query: GroupContentQuery,
    answer: AnnouncementsResponse,
    read: (content, query) => content.popular(query),
  }),
  call({
    path: API_PATHS.lobbyNews,
    summary: 'Lobby news (type H) of a group, m_home by default (spec 2.4, 7)',
    query: GroupContentQuery,
    answer: AnnouncementsResponse,
    read: (content, query) => content.news(query),
  }),
  call({
    path: API_PATHS.help,
    summary: 'The help centre items in the language lang (spec 2.13, 7 "help center")',
    query: HelpQuery,
    answer: HelpResponse,
    read: (content, query) => content.help(query),
  }),
  call({
    path: API_PATHS.homeContent,
    summary: 'Everything Home draws from content, in one answer (spec 2.4); the served page inlines it',
    query: ContentQuery,
    answer: HomeContent,
    read: (content, query) => content.home(query),
  }),
];

export async function contentRoutes(scope: FastifyInstance, { db, content }: ContentRoutesOptions) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  for (const c of CALLS) {
    app.get(
      c.path,
      {
        schema: {
          tags: ['content'],
          summary: c.summary,
          querystring: c.query,
          response: responses(c.answer, ERRORS),
        },
      },
      async (request, reply) => sendCached(request, reply, await c.read(content, request.query)),
    );
  }

  app.get(
    API_PATHS.userAgreement,
    {
      schema: {
        tags: ['content'],
        summary: 'The user agreement in a language, else the merchant default, else any (spec 2.6 item 7)',
        querystring: UserAgreementQuery,
        response: responses(UserAgreementResponse, ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE']),
      },
    },
    async (request, reply) => {
      // The same for every visitor and rarely changed: a minute of shared cache (decision 041).
      reply.header('cache-control', 'public, max-age=60');
      return ok(await userAgreement(db, request.query.language));
    },
  );
}
