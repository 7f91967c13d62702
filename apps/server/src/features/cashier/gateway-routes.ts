import { API_PATHS } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { appError } from '../../core/errors.ts';
import type { MemberEvents } from '../../core/member-events.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import type { PaymentGateway } from '../../providers/payment/gateway.ts';
import { handleNotification } from './gateway.ts';
import { publishChange } from './publish.ts';

// Where a gateway posts its signed notification (docs/payment-gateway.md). Its own scope: the
// body is kept raw, because the signature is over the exact bytes sent, and no session applies.

const Params = z.object({ provider: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)) });
const CallbackResponse = z.object({ status: z.string() });
/** A notification is small: a few ids, an amount and a status. */
const CALLBACK_BODY_LIMIT = 16 * 1024;

export async function gatewayCallbackRoutes(
  scope: FastifyInstance,
  { db, events, gateways }: { db: Db; events: MemberEvents; gateways: ReadonlyMap<string, PaymentGateway> },
) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );
  scope.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.gatewayCallback,
    {
      bodyLimit: CALLBACK_BODY_LIMIT,
      schema: {
        tags: ['cashier'],
        summary: "A payment gateway's HMAC-signed notification (docs/payment-gateway.md)",
        params: Params,
        response: responses(CallbackResponse, ['UNAUTHORIZED', 'VALIDATION_ERROR', 'NOT_FOUND']),
      },
    },
    async (request) => {
      const gateway = gateways.get(request.params.provider);
      if (!gateway) throw appError('NOT_FOUND', 'No such payment gateway.');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await handleNotification(db, gateway, raw, request.headers);
      if (result.status === 401) throw appError('UNAUTHORIZED', `Notification refused: ${result.outcome}.`);
      if (result.status === 400)
        throw appError('VALIDATION_ERROR', 'Notification unreadable.', { field: 'body' });
      const changed = result.changed;
      if (changed) {
        await publishChange(db, events, {
          memberId: changed.memberId,
          balance: changed.state === 'approved',
          deposit: { id: changed.id, state: changed.state },
        });
      }
      return ok({ status: result.outcome });
    },
  );
}
