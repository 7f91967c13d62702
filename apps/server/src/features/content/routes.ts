import {
  AnnouncementsQuery,
  AnnouncementsResponse,
  API_PATHS,
  UserAgreementQuery,
  UserAgreementResponse,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { announcements } from './service.ts';
import { userAgreement } from './user-agreement.ts';

export interface ContentRoutesOptions {
  db: Db;
}

export async function contentRoutes(scope: FastifyInstance, { db }: ContentRoutesOptions) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.announcements,
    {
      schema: {
        tags: ['content'],
        summary: 'Announcements by types and group, platform M (spec 7 "Announcements")',
        querystring: AnnouncementsQuery,
        response: responses(AnnouncementsResponse, ['VALIDATION_ERROR']),
      },
    },
    async (request, reply) => {
      // The same for every visitor: a short shared cache spares the database on busy pages.
      reply.header('cache-control', 'public, max-age=30');
      return ok(await announcements(db, request.query));
    },
  );

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
