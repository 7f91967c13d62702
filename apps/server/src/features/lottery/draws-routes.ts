import {
  API_PATHS,
  LotteryDraw,
  LotteryGameCode,
  Numero,
  OpenNumerosQuery,
  OpenNumerosResponse,
  RecentResultsResponse,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { oneDraw, openNumeros, recentResults } from './lists.ts';

// A game's draws (spec 7; docs/fairness.md): the open numeros, the recent results with their
// seeds (revealed once drawn) and one draw's verify data. Public.

/** limit arrives as text in a query string. */
const RecentText = z.object({
  gameCode: LotteryGameCode,
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,2}$/, 'a number from 1 to 50')),
      z.pipe(z.transform(Number), z.number().check(z.minimum(1), z.maximum(50))),
    ),
  ),
});
const DrawParams = z.object({ gameCode: LotteryGameCode, numero: Numero });
const OneDrawResponse = z.extend(LotteryDraw, { serverTime: z.number() });

export async function drawsRoutes(scope: FastifyInstance, { db }: { db: Db }) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.lotteryOpenNumeros,
    {
      schema: {
        tags: ['lottery'],
        summary: "A game's open draws, soonest first, with their seed hashes (spec 7 open numeros)",
        querystring: OpenNumerosQuery,
        response: responses(OpenNumerosResponse, ['VALIDATION_ERROR', 'LOTTERY_GAME_NOT_FOUND']),
      },
    },
    async (request) => ok(await openNumeros(db, request.query.gameCode)),
  );
  app.get(
    API_PATHS.lotteryRecentResults,
    {
      schema: {
        tags: ['lottery'],
        summary: "A game's drawn, settled and voided draws, newest first, with seed and result once drawn",
        querystring: RecentText,
        response: responses(RecentResultsResponse, ['VALIDATION_ERROR', 'LOTTERY_GAME_NOT_FOUND']),
      },
    },
    async (request) => ok(await recentResults(db, request.query.gameCode, request.query.limit)),
  );
  app.get(
    API_PATHS.lotteryDraw,
    {
      schema: {
        tags: ['lottery'],
        summary: "One draw's state and verify data: seed hash always, seed and result once drawn",
        params: DrawParams,
        response: responses(OneDrawResponse, [
          'VALIDATION_ERROR',
          'LOTTERY_GAME_NOT_FOUND',
          'LOTTERY_DRAW_NOT_FOUND',
        ]),
      },
    },
    async (request) => ok(await oneDraw(db, request.params.gameCode, request.params.numero)),
  );
}
