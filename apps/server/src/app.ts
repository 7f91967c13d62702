import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { memoryInvalidationBus, redisInvalidationBus } from './core/invalidation-bus.ts';
import { attemptCounters } from './core/rate-limits.ts';
import { loadPayloadKey } from './core/server-keys.ts';
import { sessionCache } from './core/session-cache.ts';
import { startupBase } from './core/startup-base.ts';
import type { Database } from './db/client.ts';
import { accountsOperatorRoutes } from './features/accounts/operator-routes.ts';
import { accountsRoutes } from './features/accounts/routes.ts';
import { contentOperatorRoutes } from './features/content/operator-routes.ts';
import { contentRoutes } from './features/content/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { merchantRoutes, startupConfigReader } from './features/merchant/routes.ts';
import { operatorRoutes } from './features/operator/routes.ts';
import { passwordsRoutes } from './features/passwords/routes.ts';
import { verificationRoutes } from './features/verification/routes.ts';
import { walletRoutes } from './features/wallet/routes.ts';
import { encryptedBodyPlugin } from './plugins/encrypted-body.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { operatorAuthPlugin } from './plugins/operator-auth.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { genReqId, requestIdPlugin } from './plugins/request-id.ts';
import { restrictionsPlugin } from './plugins/restrictions.ts';
import { sessionPlugin } from './plugins/session.ts';
import { staticPlugin } from './plugins/static.ts';
import { providersFromConfig } from './providers/from-config.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The operator API's bearer token (resolveOperatorToken). */
  operatorToken: string;
  /** A pino logger, or false for silence (tests). Default: pino at config.logLevel. */
  logger?: FastifyBaseLogger | false;
}

/** Sessions kept in memory per node: a few hundred bytes each, so about a megabyte at most. */
const SESSION_CACHE_ENTRIES = 5000;

/** Builds the whole app without listening, so tests drive it with `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const hops = config.trustProxy;
  const common = {
    genReqId,
    requestIdHeader: false as const,
    // Fastify's types lack the number form: n hops means trust the n nearest proxies.
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    bodyLimit: 64 * 1024,
  };
  const app: FastifyInstance = options.logger
    ? Fastify({ ...common, loggerInstance: options.logger })
    : Fastify({ ...common, logger: options.logger === false ? false : { level: config.logLevel } });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  // The caches of the hot read path, and the bus that empties them on every node (decision 022).
  const bus = redis ? await redisInvalidationBus(redis, app.log) : memoryInvalidationBus();
  app.addHook('onClose', () => bus.close());
  const sessions = sessionCache(database.db, bus, {
    ttlMs: config.sessionCacheSeconds * 1000,
    maxEntries: SESSION_CACHE_ENTRIES,
  });

  // Every feature's rate limits count through this one factory (shared across nodes in Redis).
  const attemptCounter = attemptCounters(redis);
  const payloadKey = await loadPayloadKey(database.db, config.payloadPrivateKey);
  // One cached start-up base (spec 2.2): the start-up call, the served page and the restrictions
  // plugin read it, so an operator change reaches all three with the next request.
  const base = startupBase(database.db, bus, { kid: payloadKey.kid, spki: payloadKey.spki });
  const startupConfig = startupConfigReader({ base, countryHeader: config.countryHeader });

  // Order matters: 1. request ids, so every later log line carries one;
  await app.register(requestIdPlugin);
  // 2. the envelope's error and 404 handlers, which every later plugin's errors reach;
  await app.register(envelopePlugin);
  // 3. zod validation/serialisation and the OpenAPI document, before any route is declared;
  await app.register(openapiPlugin);
  // 3b. form-encoded bodies: spec 7 sends forgot-password and head-icon calls that way;
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // 4. the rate limit, whose hook must exist before the /api routes it guards;
  await app.register(rateLimitPlugin, { max: config.rateLimitMax, redis });
  // 4b. blocked IPs, maintenance and blocked countries on every API route but health, start-up,
  //     operator and docs, before any body is read (issue 8 item 1, decision 030);
  await app.register(restrictionsPlugin, { base, countryHeader: config.countryHeader });
  // 5. compression, the web app under /m/ (its page carrying the start-up configuration, read
  //    when a page is served) and the built-in image CDN under /media/;
  await app.register(staticPlugin, { webDist: config.webDist, mediaDir: config.mediaDir, startupConfig });
  // 6. member sessions: request.member and the requireMember preHandler the features use;
  await app.register(sessionPlugin, { db: database.db, sessions });
  // 6b. the operator check: the requireOperator hook every feature's operator routes use;
  await app.register(operatorAuthPlugin, { token: options.operatorToken });
  // 7. encrypted bodies (spec 3): the requireEncryptedBody preValidation login and registration use;
  await app.register(encryptedBodyPlugin, { key: payloadKey });
  // 8. features, each one explicitly.
  await app.register(healthRoutes, { database, redis });
  await app.register(merchantRoutes, { startupConfig });
  // The operator API: what is operator-wide, then each feature's operator commands.
  await app.register(operatorRoutes, { db: database.db, bus });
  await app.register(accountsOperatorRoutes, { db: database.db });
  await app.register(contentOperatorRoutes, { db: database.db });
  await app.register(walletRoutes, { db: database.db });
  await app.register(contentRoutes, { db: database.db });
  await app.register(accountsRoutes, { db: database.db, sessions, attemptCounter });
  // SMS and e-mail: the real adapters when configured, else the outbox (docs/decisions/010).
  const providers = providersFromConfig(config, database.db, app.log);
  await app.register(verificationRoutes, { db: database.db, sms: providers.sms });
  await app.register(passwordsRoutes, {
    db: database.db,
    email: providers.email,
    attemptCounter,
    sessions,
    site: { publicUrl: config.publicUrl, port: config.port },
  });

  return app;
}
