import {
  API_PATHS,
  GameMenusQuery,
  GameMenusResponse,
  LotteryListQuery,
  LotteryListResponse,
  LotteryMenuQuery,
  LotteryMenuResponse,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { gameMenus, lotteryList, lotteryMenu } from './lists.ts';

// The lottery list and menus (spec 7; decision 092): public, per language, with serverTime.
// prizeMode is accepted (spec 4) and does not change the games or the draws.

const ERRORS = ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'] as const;

export async function listsRoutes(scope: FastifyInstance, { db }: { db: Db }) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.lotteryList,
    {
      schema: {
        tags: ['lottery'],
        summary: 'Every lottery game with its current draw and the previous winning number (spec 3, 7)',
        querystring: LotteryListQuery,
        response: responses(LotteryListResponse, ERRORS),
      },
    },
    async (request) => ok(await lotteryList(db, request.query.language)),
  );
  app.get(
    API_PATHS.lotteryGameMenus,
    {
      schema: {
        tags: ['lottery'],
        summary: 'The lottery groups with their games and play switches (spec 3 "Lottery group", 7)',
        querystring: GameMenusQuery,
        response: responses(GameMenusResponse, ERRORS),
      },
    },
    async (request) => ok(await gameMenus(db, request.query.language)),
  );
  app.get(
    API_PATHS.lotteryMenu,
    {
      schema: {
        tags: ['lottery'],
        summary:
          'The lottery menu: a HOT group first, then one per server group (spec 3 "Lottery menu group", 7)',
        querystring: LotteryMenuQuery,
        response: responses(LotteryMenuResponse, ERRORS),
      },
    },
    async (request) => ok(await lotteryMenu(db, request.query.language)),
  );
  app.get(
    API_PATHS.lotteryVnMenu,
    {
      schema: {
        tags: ['lottery'],
        summary: 'The Vietnamese lottery menu: the lottery menu of the VNN games only (spec 4, 7)',
        querystring: LotteryMenuQuery,
        response: responses(LotteryMenuResponse, ERRORS),
      },
    },
    async (request) => ok(await lotteryMenu(db, request.query.language, 'VNN')),
  );
}
