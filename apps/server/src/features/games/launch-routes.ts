import { API_PATHS, LaunchQuery, LaunchResponse } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/responses.ts';
import { MEMBER_ERRORS, MEMBER_SECURITY, sessionMember } from '../../plugins/session.ts';
import { type LaunchDeps, launchGame } from './launch.ts';

// GET /api/games/launch (spec 7 "Launch game"; decision 075): a member's session required.

export type LaunchRoutesOptions = LaunchDeps;

export async function launchRoutes(scope: FastifyInstance, deps: LaunchRoutesOptions) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.gameLaunch,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['games'],
        summary:
          'Launch a game by nodeId, vendor + gameId (hot match) or vendor (its lobby): opens a game session, answers value.gameUrl',
        security: MEMBER_SECURITY,
        querystring: LaunchQuery,
        response: responses(LaunchResponse, [
          ...MEMBER_ERRORS,
          'VALIDATION_ERROR',
          'TRIAL_NOT_ALLOWED',
          'GAME_NOT_FOUND',
          'GAME_UNAVAILABLE',
          'VENDOR_MAINTENANCE',
        ]),
      },
    },
    async (request) => ok(await launchGame(deps, sessionMember(request), request.query)),
  );
}
