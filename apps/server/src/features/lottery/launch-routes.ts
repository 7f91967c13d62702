import { API_PATHS, LotteryLaunchQuery, LotteryLaunchResponse } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appError, validationError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { ok, responses } from '../../lib/responses.ts';
import { MEMBER_ERRORS, MEMBER_SECURITY } from '../../plugins/session.ts';

// GET /api/lottery/launch (spec 7 "lottery launch"; decision 092): answers the web's own betting
// page or lottery lobby, /m/startLottery, with the game, view, prize mode and way back.

export const LOTTERY_START_PATH = '/m/startLottery';

export async function lotteryLaunchUrl(db: Db, query: LotteryLaunchQuery): Promise<string> {
  if (query.lottoView === 'betting' && !query.lottoGameCode) {
    throw validationError('lottoGameCode', 'is needed to open the betting view');
  }
  const params = new URLSearchParams();
  if (query.lottoGameCode) {
    const [game] = await db
      .select({ code: t.lotteryGame.code })
      .from(t.lotteryGame)
      .where(eq(t.lotteryGame.code, query.lottoGameCode));
    if (!game) {
      throw appError('LOTTERY_GAME_NOT_FOUND', `No lottery game ${query.lottoGameCode}.`, {
        field: 'lottoGameCode',
      });
    }
    params.set('gameCode', game.code);
  }
  params.set('view', query.lottoView);
  if (query.lottoPrizeMode) params.set('prizeMode', query.lottoPrizeMode);
  if (query.backUrl) params.set('backUrl', query.backUrl);
  return `${LOTTERY_START_PATH}?${params.toString()}`;
}

export async function lotteryLaunchRoutes(scope: FastifyInstance, { db }: { db: Db }) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.lotteryLaunch,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['lottery'],
        summary:
          "Launches the lottery (spec 7): value.gameUrl is the web's betting page (lottoView betting, lottoGameCode needed) or lobby",
        security: MEMBER_SECURITY,
        querystring: LotteryLaunchQuery,
        response: responses(LotteryLaunchResponse, [
          ...MEMBER_ERRORS,
          'VALIDATION_ERROR',
          'LOTTERY_GAME_NOT_FOUND',
        ]),
      },
    },
    async (request) => ok({ gameUrl: await lotteryLaunchUrl(db, request.query) }),
  );
}
