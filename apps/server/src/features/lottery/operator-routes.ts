import { API_PATHS, LotteryFamily, LotteryGameCode, Numero } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { Changes } from '../../core/operator-audit.ts';
import { ok, responses } from '../../lib/responses.ts';
import { OPERATOR_ERRORS, OPERATOR_ROUTE } from '../../plugins/operator-auth.ts';
import { drawExposure, lotteryPosition, operatorVoidDraw, setGamePaused, upsertGame } from './operator.ts';
import type { SchedulerDeps } from './scheduler.ts';

const GameParams = z.object({ gameCode: LotteryGameCode });
const DrawParams = z.object({ gameCode: LotteryGameCode, numero: Numero });
const PauseBody = z.object({ paused: z.boolean() });
const seconds = (max: number) => z.number().check(z.int(), z.minimum(0), z.maximum(max));
/** One game as the operator creates or reschedules it; names in every language (docs/operator-lottery.md). */
const GameBody = z.object({
  code: LotteryGameCode,
  family: LotteryFamily,
  groupCode: z.string().check(z.minLength(1), z.maxLength(32)),
  names: z.record(z.string(), z.string().check(z.maxLength(80))),
  iconUrl: z.string().check(z.regex(/^(\/|https:\/\/)\S{1,500}$/, 'a path on this site or an https:// URL')),
  intervalSeconds: z.optional(seconds(86_400)),
  dailyTime: z.optional(z.string()),
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
  lockSeconds: seconds(3_600),
  hot: z.optional(z.boolean()),
  position: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(10_000))),
});
const VoidBody = z.object({ reason: z.string().check(z.minLength(3), z.maxLength(500)) });
const ExposureResponse = z.object({
  gameCode: z.string(),
  numero: z.string(),
  state: z.string(),
  selections: z.array(
    z.object({
      betType: z.string(),
      selection: z.string(),
      stakeMinor: z.number(),
      liabilityMinor: z.number(),
    }),
  ),
});
const PositionResponse = z.object({
  stakesMinor: z.number(),
  payoutsMinor: z.number(),
  refundsMinor: z.number(),
  netMinor: z.number(),
});

/** The operator's lottery API (issue 13 "Operator", decision 090): no call sets a result. */
export async function lotteryOperatorRoutes(scope: FastifyInstance, { deps }: { deps: SchedulerDeps }) {
  scope.addHook('onRequest', scope.requireOperator);
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.put(
    API_PATHS.operatorLotteryGames,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'Create a lottery game or change one: names, icon, group, hot, position and schedule',
        body: GameBody,
        response: responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (req) => ok({ changes: await upsertGame(deps.db, req.body) }),
  );

  app.patch(
    API_PATHS.operatorLotteryGame,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'Pause or resume a lottery game: a paused game opens no new draw',
        params: GameParams,
        body: PauseBody,
        response: responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR', 'LOTTERY_GAME_NOT_FOUND']),
      },
    },
    async (req) => ok({ changes: await setGamePaused(deps.db, req.params.gameCode, req.body.paused) }),
  );

  app.post(
    API_PATHS.operatorLotteryDrawVoid,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'Void a draw with a reason: every open bet is refunded',
        params: DrawParams,
        body: VoidBody,
        response: responses(Changes, [
          ...OPERATOR_ERRORS,
          'VALIDATION_ERROR',
          'LOTTERY_DRAW_NOT_FOUND',
          'LOTTERY_DRAW_CLOSED',
        ]),
      },
    },
    async (req) =>
      ok({ changes: await operatorVoidDraw(deps, req.params.gameCode, req.params.numero, req.body.reason) }),
  );

  app.get(
    API_PATHS.operatorLotteryDrawExposure,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'A draw’s stakes and liabilities per selection',
        params: DrawParams,
        response: responses(ExposureResponse, [
          ...OPERATOR_ERRORS,
          'VALIDATION_ERROR',
          'LOTTERY_DRAW_NOT_FOUND',
        ]),
      },
    },
    async (req) => ok(await drawExposure(deps.db, req.params.gameCode, req.params.numero)),
  );

  app.get(
    API_PATHS.operatorLotteryPosition,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'The lottery account: stakes, payouts, refunds and the merchant’s net',
        response: responses(PositionResponse, [...OPERATOR_ERRORS]),
      },
    },
    async () => ok(await lotteryPosition(deps.db)),
  );
}
