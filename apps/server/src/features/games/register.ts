import type { FastifyInstance } from 'fastify';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import type { StartupBaseReader } from '../../core/startup-base.ts';
import type { Db } from '../../db/client.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { catalogue } from './catalogue-service.ts';
import { favouritesRoutes } from './favourites-routes.ts';
import { gamesOperatorRoutes } from './operator-routes.ts';

// The whole games feature in one registration, so app.ts names it once (issue 12). Each part
// registers its routes here, in its own scope:
// - the catalogue (spec 7 "Games": vendor game types, vassalages, game list, hot games), cached;
// - the member's favourites and recent games;
// - the operator's catalogue API.
// Launch, the vendor wallet and the built-in vendors' pages are added here by their parts.

export interface GamesOptions {
  db: Db;
  bus: InvalidationBus;
  /** The cached merchant configuration: its code and default language. */
  base: StartupBaseReader;
}

export async function registerGames(app: FastifyInstance, options: GamesOptions) {
  const { db, bus, base } = options;
  const kept = catalogue({ db, bus, base });
  await app.register(catalogueRoutes, { catalogue: kept });
  await app.register(favouritesRoutes, { db, catalogue: kept });
  await app.register(gamesOperatorRoutes, { db, bus });
}
