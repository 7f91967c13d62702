import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import type { MemberEvents } from '../../core/member-events.ts';
import type { StartupBaseReader } from '../../core/startup-base.ts';
import type { Db } from '../../db/client.ts';
import { lotteryLimits } from './bets.ts';
import { betsRoutes } from './bets-routes.ts';
import { type DrawEvents, memoryDrawEvents, redisDrawEvents } from './draw-events.ts';
import { drawsRoutes } from './draws-routes.ts';
import { drawEventsRoutes } from './events-routes.ts';
import { lotteryLaunchRoutes } from './launch-routes.ts';
import { listsRoutes } from './lists-routes.ts';
import { lotteryOperatorRoutes } from './operator-routes.ts';
import { type SchedulerDeps, startScheduler, tick } from './scheduler.ts';

// The whole lottery feature in one registration, so app.ts names it once (issue 13). Each part
// registers its routes here, in its own scope: the scheduler (draws open, lock, are drawn and
// settled), the draw events, the operator's API, and (helper B2) the member's calls.

declare module 'fastify' {
  interface FastifyInstance {
    /** The lottery's draw cycle: tests build apps with LOTTERY_SCHEDULER=off and tick by hand. */
    lottery: { tick(now?: Date): Promise<void>; drawEvents: DrawEvents; deps: SchedulerDeps };
  }
}

export interface LotteryOptions {
  db: Db;
  bus: InvalidationBus;
  /** The cached merchant configuration: its code and default language. */
  base: StartupBaseReader;
  /** Where settlement publishes the member's bets and balance. */
  events: MemberEvents;
  config: Config;
  /** With Redis the draw events reach every API node. */
  redis?: Redis | undefined;
}

export async function registerLottery(app: FastifyInstance, options: LotteryOptions) {
  const { db, events, config, redis } = options;
  const drawEvents = redis ? await redisDrawEvents(redis, app.log) : memoryDrawEvents();
  app.addHook('onClose', () => drawEvents.close());
  const deps: SchedulerDeps = { db, events, drawEvents };
  app.decorate('lottery', { tick: (now?: Date) => tick(deps, now), drawEvents, deps });
  await app.register(drawEventsRoutes, { drawEvents });
  await app.register(lotteryOperatorRoutes, { deps });
  // The member's calls (helper B2): lists and menus, draws, launch, bets (decisions 091, 092).
  await app.register(listsRoutes, { db });
  await app.register(drawsRoutes, { db });
  await app.register(lotteryLaunchRoutes, { db });
  await app.register(betsRoutes, { db, events, limits: lotteryLimits(config.lotteryLimits) });
  if (config.lotteryScheduler) {
    app.addHook('onReady', async () => {
      const stop = startScheduler(deps, app.log);
      app.addHook('onClose', stop);
    });
  }
}
