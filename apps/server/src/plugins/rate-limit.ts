import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { rateLimited } from '../core/errors.ts';

export interface RateLimitOptions {
  max: number;
  /** Shared counters across instances; in memory when absent. */
  redis?: Redis | undefined;
}

/** Per client IP (request.ip honours TRUST_PROXY), on /api only: pages and assets are cheap. */
async function limit(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    max: options.max,
    timeWindow: '1 minute',
    ...(options.redis ? { redis: options.redis, nameSpace: 'lobby-rate-limit-' } : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) =>
      rateLimited(
        `Too many requests: retry in ${context.after}.`,
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  });
}

export const rateLimitPlugin = fp(limit, { name: 'rate-limit' });
