import {
  API_PATHS,
  LanguageCode,
  MyBetsQuery,
  MyBetsResponse,
  PlaceBetsRequest,
  PlaceBetsResponse,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ok, responses } from '../../lib/responses.ts';
import { MEMBER_ERRORS, MEMBER_SECURITY, sessionMember } from '../../plugins/session.ts';
import { type BetsDeps, myBets, placeBets } from './bets.ts';

// POST and GET /api/lottery/bets (issue 13 "Bets"; decision 091): a member's session required.
// Trial members bet with their trial credit like any wallet money (decision 091).

const LanguageQuery = z.object({ language: z.optional(LanguageCode) });
/** limit arrives as text in a query string. */
const MyBetsText = z.object({
  ...MyBetsQuery.shape,
  limit: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,2}$/)), z.transform(Number))),
  language: z.optional(LanguageCode),
});

export async function betsRoutes(scope: FastifyInstance, deps: BetsDeps) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    API_PATHS.lotteryBets,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['lottery'],
        summary:
          'Places a bet slip on one draw, all lines or none; a retry with the same idempotencyKey answers the same bets (decision 091)',
        security: MEMBER_SECURITY,
        querystring: LanguageQuery,
        body: PlaceBetsRequest,
        response: responses(PlaceBetsResponse, [
          ...MEMBER_ERRORS,
          'VALIDATION_ERROR',
          'NOT_FOUND',
          'LOTTERY_GAME_NOT_FOUND',
          'LOTTERY_DRAW_NOT_FOUND',
          'LOTTERY_DRAW_CLOSED',
          'LOTTERY_GAME_PAUSED',
          'LOTTERY_BET_INVALID',
          'LOTTERY_LIMIT_EXCEEDED',
          'INSUFFICIENT_BALANCE',
          'IDEMPOTENCY_CONFLICT',
        ]),
      },
    },
    async (request) =>
      ok(await placeBets(deps, sessionMember(request).id, request.body, request.query.language)),
  );
  app.get(
    API_PATHS.lotteryBets,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['lottery'],
        summary: "The member's lottery bets, newest first, a keyset cursor page (decision 091)",
        security: MEMBER_SECURITY,
        querystring: MyBetsText,
        response: responses(MyBetsResponse, [...MEMBER_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (request) =>
      ok(await myBets(deps.db, sessionMember(request).id, request.query, request.query.language)),
  );
}
