import {
  API_PATHS,
  BalanceResponse,
  TransactionKindsResponse,
  TransactionsQuery,
  TransactionsResponse,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { MEMBER_ERRORS, MEMBER_SECURITY, sessionMember } from '../../plugins/session.ts';
import { balanceQuery } from './queries.ts';
import { getBalance } from './service.ts';
import { listTransactions, transactionKinds } from './transactions.ts';

export interface WalletRoutesOptions {
  db: Db;
}

export async function walletRoutes(scope: FastifyInstance, { db }: WalletRoutesOptions) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const balanceOf = balanceQuery(db);
  app.get(
    API_PATHS.balance,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['wallet'],
        summary: 'Balance with currency symbol (spec 3 "Wallet", spec 7)',
        security: MEMBER_SECURITY,
        response: responses(BalanceResponse, [...MEMBER_ERRORS, 'NOT_FOUND']),
      },
    },
    async (request) => ok(await getBalance(balanceOf, sessionMember(request).id)),
  );
  app.get(
    API_PATHS.transactions,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['wallet'],
        summary:
          'A page of the member\'s transfers, newest first, by kind and merchant-local dates (spec 7 "transaction details"; decision 069)',
        security: MEMBER_SECURITY,
        querystring: TransactionsQuery,
        response: responses(TransactionsResponse, [...MEMBER_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (request) => ok(await listTransactions(db, sessionMember(request).id, request.query)),
  );
  app.get(
    API_PATHS.transactionKinds,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['wallet'],
        summary: 'Every transaction kind, and which are agent-related (spec 7 "transaction codes")',
        security: MEMBER_SECURITY,
        response: responses(TransactionKindsResponse, MEMBER_ERRORS),
      },
    },
    async () => ok(transactionKinds()),
  );
}
