import { AnnouncementsQuery, AnnouncementsResponse, ErrorEnvelope, successEnvelope } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { announcements } from './service.ts';

export interface ContentRoutesOptions {
  db: Db;
}

export async function contentRoutes(scope: FastifyInstance, { db }: ContentRoutesOptions) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/content/announcements',
    {
      schema: {
        tags: ['content'],
        summary: 'Announcements by types and group, platform M (spec 7 "Announcements")',
        querystring: AnnouncementsQuery,
        response: { 200: successEnvelope(AnnouncementsResponse), 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      // The same for every visitor: a short shared cache spares the database on busy pages.
      reply.header('cache-control', 'public, max-age=30');
      return { success: true as const, value: await announcements(db, request.query) };
    },
  );
}
