import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import type { MemberEvents } from '../../core/member-events.ts';
import type { StartupBaseReader } from '../../core/startup-base.ts';
import type { Db, Tx } from '../../db/client.ts';
import { registerBuiltInVendors } from '../../providers/game-vendors/built-in.ts';
import { gamePagesRoutes } from '../../providers/game-vendors/pages.ts';
import { type VendorRegistry, vendorRegistry } from '../../providers/game-vendors/registry.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { catalogue } from './catalogue-service.ts';
import { favouritesRoutes } from './favourites-routes.ts';
import { launchRoutes } from './launch-routes.ts';
import { gamesOperatorRoutes } from './operator-routes.ts';
import { gameRecordRoutes } from './records-routes.ts';
import { syncBuiltInVendorSecrets } from './vendor-secrets.ts';
import { registerVendorWallet } from './wallet-register.ts';

// The whole games feature in one registration, so app.ts names it once (issue 12). Each part
// registers its routes here, in its own scope:
// - the catalogue (spec 7 "Games": vendor game types, vassalages, game list, hot games), cached;
// - the member's favourites and recent games;
// - the operator's catalogue API;
// - the seamless wallet the vendors call (signed; docs/vendor-protocol.md), which also writes the
//   built-in vendors' secrets into their catalogue rows;
// - the built-in vendors (providers/game-vendors: the in-house vendor and the sandbox aggregator),
//   their APIs and game pages, and launch, which asks their adapters for the game URL;
// - the betting record (decision 085).

declare module 'fastify' {
  interface FastifyInstance {
    /** The game vendors' adapters launch asks (tests add a foreign aggregator's here). */
    gameVendors: VendorRegistry;
  }
}

export interface GamesOptions {
  db: Db;
  bus: InvalidationBus;
  /** The cached merchant configuration: its code and default language. */
  base: StartupBaseReader;
  /** Where the wallet publishes the member's balance after a bet or a win. */
  events: MemberEvents;
  /** The built-in vendors' secrets and wallet address, DATA_DIR, the web build's folder. */
  config: Config;
}

export async function registerGames(app: FastifyInstance, options: GamesOptions) {
  const { db, bus, base, events, config } = options;
  const kept = catalogue({ db, bus, base });
  await app.register(catalogueRoutes, { catalogue: kept });
  await app.register(favouritesRoutes, { db, catalogue: kept });
  const secrets = await registerVendorWallet(app, {
    db,
    events,
    dataDir: config.dataDir,
    inhouseVendorSecret: config.inhouseVendorSecret,
    sandboxAggregatorSecret: config.sandboxAggregatorSecret,
  });
  const afterImport = (tx: Tx) => syncBuiltInVendorSecrets(tx, secrets);
  await app.register(gamesOperatorRoutes, { db, bus, afterImport });
  // A real aggregator's adapter joins the registry beside these two (docs/vendor-protocol.md).
  const builtIn = await registerBuiltInVendors(app, { db, config });
  const registry = vendorRegistry([builtIn.inhouse, builtIn.sandbox]);
  app.decorate('gameVendors', registry);
  await app.register(launchRoutes, { db, registry });
  await app.register(gamePagesRoutes, { webDist: config.webDist });
  await app.register(gameRecordRoutes, { db });
}
