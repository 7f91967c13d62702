import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { memoryInvalidationBus, redisInvalidationBus } from './core/invalidation-bus.ts';
import { type MemberEvents, memoryMemberEvents, redisMemberEvents } from './core/member-events.ts';
import { attemptCounters } from './core/rate-limits.ts';
import { loadPayloadKey } from './core/server-keys.ts';
import { sessionCache } from './core/session-cache.ts';
import { startupBase } from './core/startup-base.ts';
import type { Database } from './db/client.ts';
import { accountsOperatorRoutes } from './features/accounts/operator-routes.ts';
import { accountsRoutes } from './features/accounts/routes.ts';
import { registerCashier } from './features/cashier/register.ts';
import { homeMediaRoutes } from './features/content/banner-routes.ts';
import { contentOperatorRoutes } from './features/content/operator-routes.ts';
import { publicContent } from './features/content/public-content.ts';
import { contentRoutes } from './features/content/routes.ts';
import { eventsRoutes } from './features/events/routes.ts';
import { registerGames } from './features/games/register.ts';
import { healthRoutes } from './features/health/routes.ts';
import { ledgerOperatorRoutes } from './features/ledger/operator-routes.ts';
import { registerLottery } from './features/lottery/register.ts';
import { merchantRoutes, startupConfigReader } from './features/merchant/routes.ts';
import { messagesOperatorRoutes } from './features/messages/operator-routes.ts';
import { messagesRoutes } from './features/messages/routes.ts';
import { operatorRoutes } from './features/operator/routes.ts';
import { passwordsRoutes } from './features/passwords/routes.ts';
import { profitLossRoutes } from './features/profit-loss/routes.ts';
import { securityOperatorRoutes } from './features/security/operator-routes.ts';
import { securityRoutes } from './features/security/routes.ts';
import { verificationRoutes } from './features/verification/routes.ts';
import { walletRoutes } from './features/wallet/routes.ts';
import { loggerOptions } from './lib/log-redaction.ts';
import { bodyParsersPlugin } from './plugins/body-parsers.ts';
import { encryptedBodyPlugin } from './plugins/encrypted-body.ts';
import { envelopePlugin, envelopeServerOptions } from './plugins/envelope.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { operatorAuthPlugin } from './plugins/operator-auth.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { genReqId, requestIdPlugin } from './plugins/request-id.ts';
import { restrictionsPlugin } from './plugins/restrictions.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { slowRequestsPlugin } from './plugins/slow-requests.ts';
import { staticPlugin } from './plugins/static.ts';
import { providersFromConfig } from './providers/from-config.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The operator API's bearer token (resolveOperatorToken). */
  operatorToken: string;
  /** A pino logger, or false for silence (tests). Default: pino at config.logLevel with loggerOptions' redaction. */
  logger?: FastifyBaseLogger | false;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where features publish member events after a commit (tests publish here too). */
    memberEvents: MemberEvents;
  }
}

/** Sessions kept in memory per node: a few hundred bytes each, so about a megabyte at most. */
const SESSION_CACHE_ENTRIES = 5000;

/** The Fastify instance with the server options every request depends on. */
function createFastify(options: BuildAppOptions): FastifyInstance {
  const { config } = options;
  const hops = config.trustProxy;
  const common = {
    genReqId,
    requestIdHeader: false as const,
    // Fastify's types lack the number form: n hops means trust the n nearest proxies.
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    bodyLimit: 64 * 1024,
    // Answers given before routing stay in the envelope too (issue 8 item 14).
    ...envelopeServerOptions,
  };
  return options.logger
    ? Fastify({ ...common, loggerInstance: options.logger })
    : Fastify({ ...common, logger: options.logger === false ? false : loggerOptions(config.logLevel) });
}

/** What plugins and features share: Redis, the invalidation bus, caches, counters, keys. */
async function createServices(app: FastifyInstance, { config, database }: BuildAppOptions) {
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
  const attemptCounter = attemptCounters(redis, config.limitsKeyPrefix);
  const payloadKey = await loadPayloadKey(database.db, config.payloadPrivateKey);
  // One cached start-up base (spec 2.2): the start-up call, the served page and the restrictions
  // plugin read it, so an operator change reaches all three with the next request.
  const base = startupBase(database.db, bus, { kid: payloadKey.kid, spki: payloadKey.spki });
  const startupConfig = startupConfigReader({ base, countryHeader: config.countryHeader });
  // Public content answers kept per node until the operator changes content (decision 044): the
  // content routes and the served Home page (its inline content) read the same ones.
  const content = publicContent({ db: database.db, bus, base });
  // The members' live events (issue 11 "Live balance", decision 060): features publish after
  // their transaction commits; the streams of GET /api/events on every node receive them.
  const events = redis ? await redisMemberEvents(redis, app.log) : memoryMemberEvents();
  app.addHook('onClose', () => events.close());
  app.decorate('memberEvents', events);
  return { redis, bus, sessions, attemptCounter, payloadKey, base, startupConfig, content, events };
}
type Services = Awaited<ReturnType<typeof createServices>>;

/** The cross-cutting plugins, in the order their hooks must run. */
async function registerPlugins(app: FastifyInstance, options: BuildAppOptions, services: Services) {
  const { config, database } = options;
  const { redis, sessions, payloadKey, base, startupConfig, content } = services;
  // Order matters: 1. request ids, so every later log line carries one;
  await app.register(requestIdPlugin);
  // 2. the envelope's error and 404 handlers, which every later plugin's errors reach;
  await app.register(envelopePlugin);
  // 2b. slow requests time out (headers, whole request, a minimum body rate: decision 036);
  await app.register(slowRequestsPlugin);
  // 2c. security headers on every answer, no-store on API answers and errors (decision 036);
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl, webDist: config.webDist });
  // 3. zod validation/serialisation and the OpenAPI document, before any route is declared;
  await app.register(openapiPlugin);
  // 3b. form-encoded bodies (spec 7 sends forgot-password and head-icon calls that way), and text
  //     read as numbers only where the route's schema says so (issue 8 item 16);
  await app.register(bodyParsersPlugin);
  // 3c. no NUL or lone surrogate in any string a route reads (issue 8 items 7 and 14);
  await app.register(inputGuardPlugin);
  // 4. the rate limit, whose hook must exist before the /api routes it guards;
  await app.register(rateLimitPlugin, { max: config.rateLimitMax, redis });
  // 4b. blocked IPs, maintenance and blocked countries on every API route but health, start-up,
  //     operator and docs, before any body is read (issue 8 item 1, decision 030);
  await app.register(restrictionsPlugin, { base, countryHeader: config.countryHeader });
  // 5. compression, the web app under /m/ (its page carrying the start-up configuration, and
  //    Home's carrying its content, read when a page is served) and the built-in image CDN under /media/;
  await app.register(staticPlugin, {
    webDist: config.webDist,
    mediaDir: config.mediaDir,
    startupConfig,
    homeContent: async (_request, language) => (await content.home({ language })).value,
  });
  // 6. member sessions: request.member and the requireMember preHandler the features use;
  await app.register(sessionPlugin, { db: database.db, sessions });
  // 6b. the operator check: the requireOperator hook every feature's operator routes use;
  await app.register(operatorAuthPlugin, { token: options.operatorToken });
  // 7. encrypted bodies (spec 3): the requireEncryptedBody preValidation login and registration use;
  await app.register(encryptedBodyPlugin, { key: payloadKey });
}

/** The features, each one explicitly. */
async function registerFeatures(app: FastifyInstance, options: BuildAppOptions, services: Services) {
  const { config, database } = options;
  const { redis, bus, sessions, attemptCounter, startupConfig, content, events, base } = services;
  await app.register(healthRoutes, { database, redis });
  await app.register(eventsRoutes, { db: database.db, events, bus, sessions });
  await app.register(merchantRoutes, { startupConfig });
  // The operator API: what is operator-wide, then each feature's operator commands.
  await app.register(operatorRoutes, { db: database.db, bus });
  await app.register(accountsOperatorRoutes, { db: database.db });
  await app.register(contentOperatorRoutes, { db: database.db, bus });
  await app.register(messagesOperatorRoutes, { db: database.db });
  await app.register(securityOperatorRoutes, { db: database.db });
  await app.register(ledgerOperatorRoutes, { db: database.db, events });
  await app.register(walletRoutes, { db: database.db });
  // The cashier (issue 11): member routes, the gateways' callback, operator routes, sandbox page.
  await registerCashier(app, {
    db: database.db,
    events,
    attemptCounter,
    dataDir: config.dataDir,
    sandboxSecret: config.sandboxGatewaySecret,
    sandboxGateway: config.sandboxGateway,
  });
  await app.register(contentRoutes, { db: database.db, content });
  // Games (issue 12): the catalogue, favourites and recent, launch, the vendors' seamless wallet,
  // the built-in vendors (in-house, sandbox aggregator) with their pages, the betting record.
  await registerGames(app, { db: database.db, bus, base, events, config });
  await registerLottery(app, { db: database.db, bus, base, events, config, redis });
  await app.register(messagesRoutes, { db: database.db });
  await app.register(profitLossRoutes, { db: database.db });
  await app.register(homeMediaRoutes, { db: database.db, bus, mediaDir: config.mediaDir, content });
  await app.register(accountsRoutes, {
    db: database.db,
    sessions,
    attemptCounter,
    publicUrl: config.publicUrl,
  });
  // SMS and e-mail: the real adapters when configured, else the outbox (docs/decisions/010).
  const providers = providersFromConfig(config, database.db, app.log);
  await app.register(verificationRoutes, {
    db: database.db,
    sms: providers.sms,
    captchaLifetimeSeconds: config.captchaLifetimeSeconds,
  });
  await app.register(passwordsRoutes, {
    db: database.db,
    email: providers.email,
    attemptCounter,
    sessions,
    site: { publicUrl: config.publicUrl, port: config.port },
  });
  await app.register(securityRoutes, {
    db: database.db,
    email: providers.email,
    attemptCounter,
    site: { publicUrl: config.publicUrl, port: config.port },
  });
}

/** Builds the whole app without listening, so tests drive it with `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = createFastify(options);
  const services = await createServices(app, options);
  await registerPlugins(app, options, services);
  // 8. features, after every plugin their routes depend on.
  await registerFeatures(app, options, services);
  return app;
}
