import {
  API_PATHS,
  RecordIdParams,
  Withdrawal,
  WithdrawalCheckResponse,
  WithdrawalOptionsResponse,
  WithdrawalRequest,
  WithdrawalsResponse,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentPasswordCounter } from '../../core/member-security.ts';
import { ok, responses } from '../../lib/responses.ts';
import { MEMBER_ERRORS, MEMBER_SECURITY, REAL_MEMBER_ERRORS, sessionMember } from '../../plugins/session.ts';
import { publishChange } from './publish.ts';
import { recordListOptions, recordOptions } from './record-routes.ts';
import type { CashierRoutesOptions } from './routes.ts';
import { readSettings } from './settings.ts';
import { withdrawalCheck } from './withdrawal-check.ts';
import {
  listWithdrawals,
  requestWithdrawal,
  resolveWithdrawal,
  withdrawalOf,
  withdrawalOptions,
} from './withdrawals.ts';

// The member's withdrawals (spec 2.1 /m/withdraw, 2.3, 2.9, 6, 7 "withdraw"; decision 065).

const tags = { tags: ['cashier'], security: MEMBER_SECURITY };

export async function withdrawalRoutes(scope: FastifyInstance, options: CashierRoutesOptions) {
  await withdrawalReads(scope, options);
  await withdrawalWrites(scope, options);
}

async function withdrawalReads(scope: FastifyInstance, { db }: CashierRoutesOptions) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const real = { onRequest: app.requireRealMember };
  const anyMember = { onRequest: app.requireMember };
  const idOf = (params: { id: string }) => Number(params.id);
  const timeZone = async () => (await readSettings(db)).timeZone;

  app.get(
    API_PATHS.withdrawalCheck,
    {
      ...anyMember,
      schema: {
        ...tags,
        summary: 'The withdrawal-allowed check, each condition apart (spec 2.3, 2.9, 6)',
        response: responses(WithdrawalCheckResponse, MEMBER_ERRORS),
      },
    },
    async (request) => ok(await withdrawalCheck(db, sessionMember(request))),
  );

  app.get(
    API_PATHS.withdrawalOptions,
    {
      ...real,
      schema: {
        ...tags,
        summary: 'Withdrawal limits, what is used today, the available balance and the masked cards',
        response: responses(WithdrawalOptionsResponse, REAL_MEMBER_ERRORS),
      },
    },
    async (request) => ok(await withdrawalOptions(db, sessionMember(request).id)),
  );

  app.get(
    API_PATHS.withdrawals,
    recordListOptions(
      app,
      "The member's withdrawals, newest first, keyset paged (/m/withdrawReport)",
      WithdrawalsResponse,
    ),
    async (request) =>
      ok(await listWithdrawals(db, sessionMember(request).id, request.query, await timeZone())),
  );

  app.get(
    API_PATHS.withdrawal,
    recordOptions(app, "One of the member's withdrawals (404 for anyone else's)", Withdrawal),
    async (request) => ok(await withdrawalOf(db, sessionMember(request).id, idOf(request.params))),
  );
}

async function withdrawalWrites(scope: FastifyInstance, options: CashierRoutesOptions) {
  const { db, events } = options;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const passwordCounter = paymentPasswordCounter(options.attemptCounter);
  const real = { onRequest: app.requireRealMember };
  const idOf = (params: { id: string }) => Number(params.id);

  app.post(
    API_PATHS.withdrawals,
    {
      ...real,
      schema: {
        ...tags,
        summary: 'Request a withdrawal: the amount is held at once (spec 7 "withdraw: request")',
        body: WithdrawalRequest,
        response: responses(Withdrawal, [
          ...REAL_MEMBER_ERRORS,
          'VALIDATION_ERROR',
          'NOT_FOUND',
          'WITHDRAWAL_NOT_ALLOWED',
          'PAYMENT_PASSWORD_WRONG',
          'RATE_LIMITED',
          'WITHDRAWAL_DAILY_LIMIT',
          'INSUFFICIENT_BALANCE',
          'IDEMPOTENCY_CONFLICT',
        ]),
      },
    },
    async (request) => {
      const member = sessionMember(request);
      const { withdrawal, created } = await requestWithdrawal(db, { member, passwordCounter }, request.body);
      if (created) {
        await publishChange(db, events, {
          memberId: member.id,
          balance: true,
          withdrawal: { id: Number(withdrawal.id), state: withdrawal.state },
        });
      }
      return ok(withdrawal);
    },
  );

  app.post(
    API_PATHS.withdrawalCancel,
    {
      ...real,
      schema: {
        ...tags,
        summary: 'Cancel a pending withdrawal: the held amount is released (voided)',
        params: RecordIdParams,
        response: responses(Withdrawal, [
          ...REAL_MEMBER_ERRORS,
          'VALIDATION_ERROR',
          'NOT_FOUND',
          'TRANSFER_NOT_PENDING',
        ]),
      },
    },
    async (request) => {
      const memberId = sessionMember(request).id;
      const { withdrawal, changed } = await resolveWithdrawal(db, idOf(request.params), 'cancelled', {
        memberId,
      });
      if (changed)
        await publishChange(db, events, {
          memberId,
          balance: true,
          withdrawal: { id: Number(withdrawal.id), state: 'cancelled' },
        });
      return ok(withdrawal);
    },
  );
}
