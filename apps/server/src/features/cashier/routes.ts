import {
  API_PATHS,
  Deposit,
  DepositOptionsResponse,
  DepositsResponse,
  GatewayDepositRequest,
  GatewayDepositResponse,
  ManualDepositRequest,
  RecordIdParams,
} from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { appError } from '../../core/errors.ts';
import type { MemberEvents } from '../../core/member-events.ts';
import type { AttemptCounterFactory } from '../../core/rate-limits.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { MEMBER_SECURITY, REAL_MEMBER_ERRORS, sessionMember } from '../../plugins/session.ts';
import type { PaymentGateway } from '../../providers/payment/gateway.ts';
import {
  createGatewayDeposit,
  createManualDeposit,
  depositOf,
  depositOptions,
  listDeposits,
} from './deposits.ts';
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES, storeReceipt } from './receipts.ts';
import { recordListOptions, recordOptions } from './record-routes.ts';
import { depositOrderNo, toDeposit } from './records.ts';
import { readSettings } from './settings.ts';

// The member's cashier (issue 11; spec 2.1 /m/voucherCenter and /m/withdraw, 6, 7 "deposit" and
// "withdraw"). Deposits and withdrawals need a real member (spec 6: trial accounts are told to use
// a real one); the withdrawal check needs only a session, so a trial member learns realMember: false.
// The session is checked on request, before the body is read: a stranger learns nothing of the
// validation and an upload is not read at all.

export interface CashierRoutesOptions {
  db: Db;
  events: MemberEvents;
  gateways: ReadonlyMap<string, PaymentGateway>;
  attemptCounter: AttemptCounterFactory;
  dataDir: string;
}

const tags = { tags: ['cashier'], security: MEMBER_SECURITY };
const ReceiptResponse = z.object({ hasReceipt: z.boolean() });

const languageOf = (request: FastifyRequest) =>
  (request.headers['accept-language'] ?? 'en').split(',')[0]?.trim().slice(0, 5).toLowerCase() || 'en';

import { withdrawalRoutes } from './withdrawal-routes.ts';

/** Creates the pending deposit, then asks its gateway where to send the member. */
async function startGatewayDeposit(
  request: FastifyRequest,
  body: GatewayDepositRequest,
  { db, gateways }: CashierRoutesOptions,
) {
  const { row, channel, wallet } = await createGatewayDeposit(db, sessionMember(request).id, body, (p) =>
    p ? gateways.has(p) : false,
  );
  const gateway = row.provider ? gateways.get(row.provider) : undefined;
  if (!gateway) throw appError('SERVICE_UNAVAILABLE', 'This payment gateway is not available.');
  const { checkoutUrl } = await gateway.createCheckout({
    depositId: row.id,
    orderNo: depositOrderNo(row),
    amountMinor: row.amountMinor,
    currency: wallet.currency,
    language: languageOf(request),
    returnPath: `/m/voucherCenter?deposit=${row.id}`,
  });
  return { deposit: toDeposit(row, channel), checkoutUrl };
}

export async function cashierRoutes(scope: FastifyInstance, options: CashierRoutesOptions) {
  await depositRoutes(scope, options);
  await scope.register(receiptRoute, options);
  await scope.register(withdrawalRoutes, options);
}

async function depositRoutes(scope: FastifyInstance, options: CashierRoutesOptions) {
  const { db, gateways } = options;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const real = { onRequest: app.requireRealMember };
  const idOf = (params: { id: string }) => Number(params.id);
  const timeZone = async () => (await readSettings(db)).timeZone;

  app.get(
    API_PATHS.depositOptions,
    {
      ...real,
      schema: {
        ...tags,
        summary: 'Deposit channels and promotions (spec 7 "banks", "promo list")',
        response: responses(DepositOptionsResponse, REAL_MEMBER_ERRORS),
      },
    },
    async (request) =>
      ok(await depositOptions(db, sessionMember(request).id, (p) => (p ? gateways.has(p) : false))),
  );

  app.post(
    API_PATHS.manualDeposit,
    {
      ...real,
      schema: {
        ...tags,
        summary:
          'A manual bank transfer, pending until the operator approves or rejects it (spec 7 "manual transfer")',
        body: ManualDepositRequest,
        response: responses(Deposit, [
          ...REAL_MEMBER_ERRORS,
          'VALIDATION_ERROR',
          'NOT_FOUND',
          'IDEMPOTENCY_CONFLICT',
        ]),
      },
    },
    async (request) => ok(await createManualDeposit(db, sessionMember(request).id, request.body)),
  );

  app.post(
    API_PATHS.gatewayDeposit,
    {
      ...real,
      schema: {
        ...tags,
        summary: 'An online payment: answers the gateway\'s checkout URL (spec 7 "payment gateway")',
        body: GatewayDepositRequest,
        response: responses(GatewayDepositResponse, [
          ...REAL_MEMBER_ERRORS,
          'VALIDATION_ERROR',
          'NOT_FOUND',
          'IDEMPOTENCY_CONFLICT',
          'SERVICE_UNAVAILABLE',
        ]),
      },
    },
    async (request) => ok(await startGatewayDeposit(request, request.body, options)),
  );

  app.get(
    API_PATHS.deposits,
    recordListOptions(
      app,
      "The member's deposits, newest first, keyset paged (/m/vouReport)",
      DepositsResponse,
    ),
    async (request) => ok(await listDeposits(db, sessionMember(request).id, request.query, await timeZone())),
  );

  app.get(
    API_PATHS.deposit,
    recordOptions(app, "One of the member's deposits (404 for anyone else's)", Deposit),
    async (request) => ok(await depositOf(db, sessionMember(request).id, idOf(request.params))),
  );
}

/** Raw image bytes on this one route only; every other route keeps the strict JSON parser. */
async function receiptRoute(upload: FastifyInstance, options: CashierRoutesOptions) {
  const { db } = options;
  const real = { onRequest: upload.requireRealMember };
  const idOf = (params: { id: string }) => Number(params.id);
  upload.addContentTypeParser(
    [...RECEIPT_TYPES],
    { parseAs: 'buffer', bodyLimit: RECEIPT_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
  upload.withTypeProvider<ZodTypeProvider>().put(
    API_PATHS.depositReceipt,
    {
      ...real,
      schema: {
        ...tags,
        summary: 'The receipt of a pending manual deposit: raw image/png or image/jpeg bytes, 5 MB at most',
        params: RecordIdParams,
        response: responses(ReceiptResponse, [
          ...REAL_MEMBER_ERRORS,
          'VALIDATION_ERROR',
          'NOT_FOUND',
          'TRANSFER_NOT_PENDING',
          'UNSUPPORTED_MEDIA_TYPE',
          'PAYLOAD_TOO_LARGE',
        ]),
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body))
        throw appError('UNSUPPORTED_MEDIA_TYPE', 'Send the receipt as image/png or image/jpeg.');
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      await storeReceipt(
        db,
        options.dataDir,
        sessionMember(request).id,
        idOf(request.params),
        type,
        request.body,
      );
      return ok({ hasReceipt: true });
    },
  );
}
