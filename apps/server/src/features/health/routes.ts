import { API_PATHS } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod/mini';
import { appError } from '../../core/errors.ts';
import type { Database } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';

const Health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  redis: z.enum(['ok', 'off']),
});

export interface HealthRoutesOptions {
  database: Database;
  redis: Redis | undefined;
}

export async function healthRoutes(app: FastifyInstance, options: HealthRoutesOptions) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.health,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the database (and Redis, when configured) answer',
        response: responses(Health, ['SERVICE_UNAVAILABLE']),
      },
    },
    async (request) => {
      try {
        await options.database.ping();
        if (options.redis) await options.redis.ping();
      } catch (err) {
        request.log.error({ err }, 'health check failed');
        throw appError('SERVICE_UNAVAILABLE', 'A dependency of the server does not answer.');
      }
      return ok({
        status: 'ok' as const,
        database: options.database.driver,
        redis: options.redis ? ('ok' as const) : ('off' as const),
      });
    },
  );
}
