import { API_PATHS, ProfitLossQuery, ProfitLossResponse } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { MEMBER_ERRORS, MEMBER_SECURITY, sessionMember } from '../../plugins/session.ts';
import { profitLoss } from './profit-loss.ts';

// GET /api/records/profit-loss (issue 13; spec 2.9 PERSREP; decision 097). Members only.

export interface ProfitLossRoutesOptions {
  db: Db;
}

export async function profitLossRoutes(scope: FastifyInstance, { db }: ProfitLossRoutesOptions) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.profitLoss,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['games'],
        summary:
          "The member's stakes, wins and net per merchant day and product over at most 90 days (spec 2.9 PERSREP; decision 097)",
        security: MEMBER_SECURITY,
        querystring: ProfitLossQuery,
        response: responses(ProfitLossResponse, [...MEMBER_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (request) => ok(await profitLoss(db, sessionMember(request).id, request.query)),
  );
}
