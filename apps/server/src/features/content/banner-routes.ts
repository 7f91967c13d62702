import { API_PATHS, BannersResponse, ContentQuery, HotMatchesResponse } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCached } from '../../core/answer-cache.ts';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import type { Db } from '../../db/client.ts';
import { responses } from '../../lib/responses.ts';
import { bannerOperatorRoutes } from './banner-operator-routes.ts';
import type { PublicContent } from './public-content.ts';

export interface HomeMediaRoutesOptions {
  db: Db;
  /** Empties every node's cached answers when the operator changes content. */
  bus: InvalidationBus;
  /** Where banner variants are written (MEDIA_DIR, served under /media/). */
  mediaDir: string;
  /** The kept public answers (app.ts makes one per node for every content call; decision 044). */
  content: PublicContent;
}

const ERRORS = ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'] as const;

/**
 * Banners and hot matches (spec 2.4, 7 "Announcements"; issue 10): the two public calls, kept
 * with the other content answers (ETag, 304, until a change or a window edge), and the
 * operator's commands for both (banner-operator-routes.ts).
 */
export async function homeMediaRoutes(scope: FastifyInstance, options: HomeMediaRoutesOptions) {
  const { content } = options;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.banners,
    {
      schema: {
        tags: ['content'],
        summary: 'Home banners in the language, else the default (spec 2.4, 7 "Announcements")',
        querystring: ContentQuery,
        response: responses(BannersResponse, ERRORS),
      },
    },
    async (request, reply) => sendCached(request, reply, await content.banners(request.query)),
  );

  app.get(
    API_PATHS.hotMatches,
    {
      schema: {
        tags: ['content'],
        summary: 'Upcoming hot matches by match time (spec 2.4, 3 "Hot match")',
        querystring: ContentQuery,
        response: responses(HotMatchesResponse, ERRORS),
      },
    },
    async (request, reply) => sendCached(request, reply, await content.hotMatches(request.query)),
  );

  await scope.register(bannerOperatorRoutes, options);
}
