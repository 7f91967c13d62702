import { API_PATHS, type PayloadPublicKey, StartupConfig } from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { getStartupConfig } from './service.ts';

export interface MerchantRoutesOptions {
  db: Db;
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

/** The start-up configuration for a request: the API route answers it, the web page carries it. */
export function startupConfigFor(options: MerchantRoutesOptions) {
  return (request: FastifyRequest) => {
    const country = options.countryHeader ? countryOf(request.headers[options.countryHeader]) : null;
    return getStartupConfig(options.db, { ip: request.ip, country }, options.payloadKey);
  };
}

export async function merchantRoutes(app: FastifyInstance, options: MerchantRoutesOptions) {
  const startupConfig = startupConfigFor(options);
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.merchantConfig,
    {
      schema: {
        tags: ['merchant'],
        summary: 'Start-up configuration (spec 2.2, 3)',
        response: responses(StartupConfig, ['IP_RESTRICTED', 'SERVICE_UNAVAILABLE']),
      },
    },
    async (request) => ok(await startupConfig(request)),
  );
}
