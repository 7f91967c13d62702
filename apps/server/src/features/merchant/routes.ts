import { API_PATHS, type PayloadPublicKey, StartupConfig } from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { getStartupConfig, startupBase } from './service.ts';

export interface StartupConfigOptions {
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

export type StartupConfigReader = (request: FastifyRequest) => Promise<StartupConfig>;

/**
 * The start-up configuration for a request, from one cache (decision 022): the API route answers
 * it and the web page carries it (decision 026), so make one reader per app.
 */
export function startupConfigReader(options: StartupConfigOptions): StartupConfigReader {
  const base = startupBase(options.db, options.bus, options.payloadKey);
  return (request) => {
    const country = options.countryHeader ? countryOf(request.headers[options.countryHeader]) : null;
    return getStartupConfig(base, { ip: request.ip, country });
  };
}

export async function merchantRoutes(
  app: FastifyInstance,
  { startupConfig }: { startupConfig: StartupConfigReader },
) {
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
