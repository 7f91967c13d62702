import { BalanceResponse, ErrorEnvelope, successEnvelope } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { sessionMember } from '../../plugins/session.ts';
import { balanceQuery } from './queries.ts';
import { getBalance } from './service.ts';

export interface WalletRoutesOptions {
  db: Db;
}

export async function walletRoutes(scope: FastifyInstance, { db }: WalletRoutesOptions) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const balanceOf = balanceQuery(db);
  app.get(
    '/api/wallet/balance',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['wallet'],
        summary: 'Balance with currency symbol (spec 3 "Wallet", spec 7)',
        security: [{ memberSession: [] }],
        response: {
          200: successEnvelope(BalanceResponse),
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => ({
      success: true as const,
      value: await getBalance(balanceOf, sessionMember(request).id),
    }),
  );
}
