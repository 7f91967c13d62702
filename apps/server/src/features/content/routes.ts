import { AnnouncementsQuery, AnnouncementsResponse, API_PATHS } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { announcements } from './service.ts';

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
}
