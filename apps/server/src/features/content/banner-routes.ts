import { API_PATHS, BannersResponse, ContentQuery, HotMatchesResponse } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationError } from '../../core/errors.ts';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import { requireMerchantConfig } from '../../core/merchant-config.ts';
import type { Db } from '../../db/client.ts';
import { responses } from '../../lib/responses.ts';
import { answerCache, sendAnswer } from './banner-cache.ts';
import { bannerOperatorRoutes } from './banner-operator-routes.ts';
import { homeBannersAt } from './banners.ts';
import { hotMatchesAt } from './hot-matches.ts';

export interface HomeMediaRoutesOptions {
  db: Db;
  /** Empties every node's cached answers when the operator changes content. */
  bus: InvalidationBus;
  /** Where banner variants are written (MEDIA_DIR, served under /media/). */
  mediaDir: string;
}

/**
 * Banners and hot matches (spec 2.4, 7 "Announcements"; issue 10): the two public calls and the
 * operator's commands for both (banner-operator-routes.ts).
 */
export async function homeMediaRoutes(scope: FastifyInstance, options: HomeMediaRoutesOptions) {
  const { db, bus } = options;
  const cache = answerCache(bus);
  const app = scope.withTypeProvider<ZodTypeProvider>();

  /** The merchant's code and default language, kept like the answers; a wrong code is a 400. */
  async function merchantFor(query: ContentQuery, now: number) {
    const { value } = await cache.get('merchant', now, async () => {
      const config = await requireMerchantConfig(db);
      return { value: { code: config.merchantCode, language: config.languages.default }, nextChange: null };
    });
    if (query.merchantCode !== undefined && query.merchantCode !== value.code) {
      throw validationError('merchantCode', 'not this merchant');
    }
    return value;
  }

  app.get(
    API_PATHS.banners,
    {
      schema: {
        tags: ['content'],
        summary: 'Home banners in the language, else the default (spec 2.4, 7 "Announcements")',
        querystring: ContentQuery,
        response: responses(BannersResponse, ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE']),
      },
    },
    async (request, reply) => {
      const now = Date.now();
      const merchant = await merchantFor(request.query, now);
      const language = request.query.language ?? merchant.language;
      const entry = await cache.get(`banners:${language}`, now, async () => {
        const { list, nextChange } = await homeBannersAt(db, language, merchant.language, new Date(now));
        return { value: { list }, nextChange };
      });
      return sendAnswer(request, reply, entry);
    },
  );

  app.get(
    API_PATHS.hotMatches,
    {
      schema: {
        tags: ['content'],
        summary: 'Upcoming hot matches by match time (spec 2.4, 3 "Hot match")',
        querystring: ContentQuery,
        response: responses(HotMatchesResponse, ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE']),
      },
    },
    async (request, reply) => {
      const now = Date.now();
      await merchantFor(request.query, now);
      const entry = await cache.get('hot-matches', now, async () => {
        const { list, nextChange } = await hotMatchesAt(db, new Date(now));
        return { value: { list }, nextChange };
      });
      return sendAnswer(request, reply, entry);
    },
  );

  await scope.register(bannerOperatorRoutes, options);
}
