import { AdjustmentBody, AdjustmentResponse, API_PATHS, LedgerPositionResponse } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ledgerPosition } from '../../core/ledger-position.ts';
import type { MemberEvents } from '../../core/member-events.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { OPERATOR_ERRORS, OPERATOR_ROUTE } from '../../plugins/operator-auth.ts';
import { adjustBalance } from './operator.ts';

// The ledger's operator commands (issue 11; decisions 061 and 062; docs/money.md).

export interface LedgerOperatorRoutesOptions {
  db: Db;
  /** Where the adjusted member's new balance is published once the adjustment commits. */
  events: MemberEvents;
}

const AccountParams = z.object({ account: z.string().check(z.minLength(1), z.maxLength(64)) });

export async function ledgerOperatorRoutes(
  scope: FastifyInstance,
  { db, events }: LedgerOperatorRoutesOptions,
) {
  scope.addHook('onRequest', scope.requireOperator);
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.operatorLedgerPosition,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'Every merchant account, the member wallets, and the checks that the ledger is whole',
        response: responses(LedgerPositionResponse, [...OPERATOR_ERRORS]),
      },
    },
    // One snapshot: transfers committing during the read cannot make a whole ledger look broken.
    async () =>
      ok(
        await db.transaction((tx) => ledgerPosition(tx), {
          isolationLevel: 'repeatable read',
          accessMode: 'read only',
        }),
      ),
  );

  app.post(
    API_PATHS.operatorAdjustments,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: "Credit or debit a member's balance from or to the adjustments account, with a reason",
        params: AccountParams,
        body: AdjustmentBody,
        response: responses(AdjustmentResponse, [
          ...OPERATOR_ERRORS,
          'VALIDATION_ERROR',
          'NOT_FOUND',
          'INSUFFICIENT_BALANCE',
          'IDEMPOTENCY_CONFLICT',
        ]),
      },
    },
    async (req) => ok(await adjustBalance(db, events, req.params.account, req.body)),
  );
}
