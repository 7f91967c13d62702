import { API_PATHS, CatalogueImport, NodeId, Vassalage } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { validationError } from '../../core/errors.ts';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import { type Change, Changes, recordAudit } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { ok, responses } from '../../lib/responses.ts';
import { OPERATOR_ERRORS, OPERATOR_ROUTE } from '../../plugins/operator-auth.ts';
import { importCatalogue, lockedGame, lockedVendor } from './operator-catalogue.ts';

// The catalogue's operator API (docs/operator-games.md), behind the operator token: import a
// catalogue, enable or disable a vendor or a game, set hot ranks and new flags, schedule or end a
// vendor's maintenance. Each change is audited in its transaction and then empties the catalogue
// caches of every node through the `games` topic (decision 073).

/**
 * An import's body: the demo catalogue (311 games in 29 languages) is about 350 KB. Under the
 * megabyte every other route refuses (decision 037); `games:import` sends a larger file in parts.
 */
export const IMPORT_BODY_LIMIT = 1_000_000;

export const VendorChange = z.object({ enabled: z.boolean() });
export const GameChange = z.object({
  enabled: z.optional(z.boolean()),
  isNew: z.optional(z.boolean()),
  hotRank: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(100_000)))),
});
const Instant = z.iso.datetime({ offset: true });
export const MaintenanceWindow = z.object({ from: Instant, until: z.nullable(Instant) });

const route = (summary: string) => ({ ...OPERATOR_ROUTE, summary });
const changed = responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR', 'NOT_FOUND', 'GAME_NOT_FOUND']);
const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function gamesOperatorRoutes(
  scope: FastifyInstance,
  { db, bus }: { db: Db; bus: InvalidationBus },
) {
  scope.addHook('onRequest', scope.requireOperator);
  // Every change has committed by the time its answer is sent: every node forgets its answers.
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 300) await bus.publish('games', '*');
    return payload;
  });
  const app = typed(scope);

  app.post(
    API_PATHS.operatorGameCatalogue,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        ...route('Imports a catalogue (upsert of vendors and games, one transaction)'),
        body: CatalogueImport,
        response: changed,
      },
    },
    async (request) => {
      const changes = await db.transaction(async (tx) => {
        const done = await importCatalogue(tx, request.body);
        return recordAudit(tx, 'games:import', [
          { field: 'vendors', before: null, after: done.vendors },
          { field: 'games', before: done.games - done.newGames, after: done.games },
        ]);
      });
      return ok({ changes });
    },
  );

  vendorRoutes(app, db);
  gameRoutes(app, db);
}

type App = ReturnType<typeof typed>;
const typed = (scope: FastifyInstance) => scope.withTypeProvider<ZodTypeProvider>();

function vendorRoutes(app: App, db: Db) {
  app.patch(
    API_PATHS.operatorGameVendor,
    {
      schema: {
        ...route('Enables or disables a vendor: its tiles and games stay listed with supportPlay false'),
        params: z.object({ vassalage: Vassalage }),
        body: VendorChange,
        response: changed,
      },
    },
    async (request) => {
      const { vassalage } = request.params;
      const changes = await db.transaction(async (tx) => {
        const before = await lockedVendor(tx, vassalage);
        await tx.update(t.gameVendor).set(request.body).where(eq(t.gameVendor.vassalage, vassalage));
        return recordAudit(tx, `games:vendor ${vassalage}`, [
          { field: 'enabled', before: before.enabled, after: request.body.enabled },
        ]);
      });
      return ok({ changes });
    },
  );

  app.put(
    API_PATHS.operatorGameVendorMaintenance,
    {
      schema: {
        ...route('Puts a vendor in maintenance from a moment until another (null: until ended)'),
        params: z.object({ vassalage: Vassalage }),
        body: MaintenanceWindow,
        response: changed,
      },
    },
    async (request) => {
      const { vassalage } = request.params;
      const from = new Date(request.body.from);
      const until = request.body.until === null ? null : new Date(request.body.until);
      if (until && until <= from) throw validationError('until', 'must be after from');
      const changes = await db.transaction(async (tx) => {
        const before = await lockedVendor(tx, vassalage);
        await tx
          .update(t.gameVendor)
          .set({ maintenanceFrom: from, maintenanceUntil: until })
          .where(eq(t.gameVendor.vassalage, vassalage));
        return recordAudit(tx, `games:maintenance ${vassalage}`, windowChanges(before, from, until));
      });
      return ok({ changes });
    },
  );

  app.delete(
    API_PATHS.operatorGameVendorMaintenance,
    {
      schema: {
        ...route("Ends a vendor's maintenance now (and drops one scheduled)"),
        params: z.object({ vassalage: Vassalage }),
        response: changed,
      },
    },
    async (request) => {
      const { vassalage } = request.params;
      const changes = await db.transaction(async (tx) => {
        const before = await lockedVendor(tx, vassalage);
        await tx
          .update(t.gameVendor)
          .set({ maintenanceFrom: null, maintenanceUntil: null })
          .where(eq(t.gameVendor.vassalage, vassalage));
        return recordAudit(tx, `games:maintenance ${vassalage} --end`, windowChanges(before, null, null));
      });
      return ok({ changes });
    },
  );
}

function gameRoutes(app: App, db: Db) {
  app.patch(
    API_PATHS.operatorGame,
    {
      schema: {
        ...route('Enables or disables a game, sets or clears its hot rank, sets its new flag'),
        params: z.object({ nodeId: NodeId }),
        body: GameChange,
        response: changed,
      },
    },
    async (request) => {
      const { nodeId } = request.params;
      const body = request.body;
      if (body.enabled === undefined && body.isNew === undefined && body.hotRank === undefined) {
        throw validationError('body', 'name at least one of enabled, isNew, hotRank');
      }
      const changes = await db.transaction(async (tx) => {
        const before = await lockedGame(tx, nodeId);
        await tx.update(t.game).set(body).where(eq(t.game.id, before.id));
        const list: Change[] = [];
        for (const field of ['enabled', 'isNew', 'hotRank'] as const) {
          if (body[field] !== undefined) list.push({ field, before: before[field], after: body[field] });
        }
        return recordAudit(tx, `games:game ${nodeId}`, list);
      });
      return ok({ changes });
    },
  );
}

function windowChanges(
  before: { maintenanceFrom: Date | null; maintenanceUntil: Date | null },
  from: Date | null,
  until: Date | null,
): Change[] {
  return [
    { field: 'maintenanceFrom', before: iso(before.maintenanceFrom), after: iso(from) },
    { field: 'maintenanceUntil', before: iso(before.maintenanceUntil), after: iso(until) },
  ];
}
