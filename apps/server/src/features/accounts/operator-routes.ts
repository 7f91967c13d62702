import { API_PATHS, VALIDATION_RULES } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { Changes } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { DOMAIN } from '../../lib/settings-rules.ts';
import { OPERATOR_ERRORS, OPERATOR_ROUTE } from '../../plugins/operator-auth.ts';
import { createAffiliateCode } from './affiliate-codes.ts';

/** affiliate:create (docs/decisions/013): the code follows the spec 5 affiliateCode rule. */
const AffiliateCodeBody = z.strictObject({
  agent: VALIDATION_RULES.loginUsername,
  code: VALIDATION_RULES.affiliateCode,
  domain: z.optional(z.string().check(z.regex(DOMAIN, 'expected a domain name such as lobby.example'))),
});

/** The accounts feature's operator commands, behind the shared operator check (plugins/operator-auth.ts). */
export async function accountsOperatorRoutes(scope: FastifyInstance, { db }: { db: Db }) {
  scope.addHook('onRequest', scope.requireOperator);
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    API_PATHS.operatorAffiliateCodes,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'Create an invitation code for an agent (spec 4 "Affiliate code")',
        body: AffiliateCodeBody,
        response: responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (req) => ok({ changes: await createAffiliateCode(db, req.body) }),
  );
}
