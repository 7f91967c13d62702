import { API_PATHS, TrialCurrentResponse, TrialTermsResponse } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { MEMBER_ERRORS, MEMBER_SECURITY, sessionMember } from '../../plugins/session.ts';
import { currentTrial, trialTerms } from './trial.ts';

// What the /m/trail screen reads (spec 2.1, 2.5; docs/decisions/040).

const tags = ['accounts'];

export function trialRoutes(scope: FastifyInstance, db: Db) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.trial,
    {
      schema: {
        tags,
        summary: 'Trial terms: the demo credit and how long a trial lasts (the /m/trail screen)',
        response: responses(TrialTermsResponse, ['SERVICE_UNAVAILABLE']),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return ok(await trialTerms(db));
    },
  );

  app.get(
    API_PATHS.trialCurrent,
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        security: MEMBER_SECURITY,
        summary: "The caller's running trial: when it ends (null for a real member)",
        response: responses(TrialCurrentResponse, MEMBER_ERRORS),
      },
    },
    async (request) => ok(await currentTrial(db, sessionMember(request).id)),
  );
}
