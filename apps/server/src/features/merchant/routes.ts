import { ErrorEnvelope, type PayloadPublicKey, StartupConfig, successEnvelope } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import type { Db } from '../../db/client.ts';
import { getStartupConfig, startupBase } from './service.ts';

export interface MerchantRoutesOptions {
  db: Db;
  /** Drops the cached configuration when the operator changes it, on every node. */
  bus: InvalidationBus;
  /** Lower-case name of the trusted proxy's country header, if configured. */
  countryHeader: string | undefined;
  /** The public half of the payload key (spec 3), loaded once at start. */
  payloadKey: PayloadPublicKey;
}

function countryOf(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const code = raw?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

export async function merchantRoutes(app: FastifyInstance, options: MerchantRoutesOptions) {
  const base = startupBase(options.db, options.bus, options.payloadKey);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/merchant/config',
    {
      schema: {
        tags: ['merchant'],
        summary: 'Start-up configuration (spec 2.2, 3)',
        response: { 200: successEnvelope(StartupConfig), 403: ErrorEnvelope, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      const country = options.countryHeader ? countryOf(request.headers[options.countryHeader]) : null;
      const value = await getStartupConfig(base, { ip: request.ip, country });
      return { success: true as const, value };
    },
  );
}
