import { API_PATHS, BANK_KINDS, MAX_BANK_CARDS_LIMIT } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { Changes } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { OPERATOR_ERRORS, OPERATOR_ROUTE } from '../../plugins/operator-auth.ts';
import { banksForOperator, setBank, setCardLimit } from './operator.ts';

// The security centre's operator commands (issue 11; decision 056), behind the operator check.

const Digits = z.number().check(z.int(), z.minimum(8), z.maximum(30));
export const BankBody = z
  .strictObject({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
    kind: z.enum(BANK_KINDS),
    minDigits: Digits,
    maxDigits: Digits,
    luhn: z.boolean(),
    enabled: z.boolean(),
    sortOrder: z.number().check(z.int(), z.minimum(0), z.maximum(10_000)),
  })
  .check(
    z.refine((b) => b.minDigits <= b.maxDigits, {
      message: 'minDigits above maxDigits',
      path: ['minDigits'],
    }),
  );
export const BankCodeParams = z.object({
  code: z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/, 'upper-case letters, digits, _')),
});
export const CardLimitBody = z.strictObject({
  maxBankCards: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_BANK_CARDS_LIMIT)),
});
const OperatorBanks = z.object({
  banks: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      kind: z.string(),
      minDigits: z.number(),
      maxDigits: z.number(),
      luhn: z.boolean(),
      enabled: z.boolean(),
      sortOrder: z.number(),
    }),
  ),
  maxBankCards: z.number(),
});

export async function securityOperatorRoutes(scope: FastifyInstance, { db }: { db: Db }) {
  scope.addHook('onRequest', scope.requireOperator);
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.operatorSecurityBanks,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'Every bank and wallet (enabled or not) and the card limit',
        response: responses(OperatorBanks, OPERATOR_ERRORS),
      },
    },
    async () => ok(await banksForOperator(db)),
  );

  app.put(
    API_PATHS.operatorSecurityBank,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'Add or edit a bank or wallet of the list members bind cards to (decision 056)',
        params: BankCodeParams,
        body: BankBody,
        response: responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (req) => ok({ changes: await setBank(db, req.params.code, req.body) }),
  );

  app.put(
    API_PATHS.operatorSecurityCardLimit,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'How many live cards a member may bind (default 3; cards already bound stay)',
        body: CardLimitBody,
        response: responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (req) => ok({ changes: await setCardLimit(db, req.body.maxBankCards) }),
  );
}
