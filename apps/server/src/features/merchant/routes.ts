import { API_PATHS, StartupConfig, WEB_APP_MANIFEST_PATH } from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type StartupBaseReader, visitorOf } from '../../core/startup-base.ts';
import { ok, responses } from '../../lib/responses.ts';
import { webAppManifest } from './manifest.ts';
import { getStartupConfig } from './service.ts';

export interface StartupConfigOptions {
  /** The app's one cached start-up base (core/startup-base.ts), shared with the restrictions plugin. */
  base: StartupBaseReader;
  /** Lower-case name of the trusted proxy's country header, if configured. */
  countryHeader: string | undefined;
}

export type StartupConfigReader = (request: FastifyRequest) => Promise<StartupConfig>;

/**
 * The start-up configuration for a request, from one cache (decision 022): the API route answers
 * it and the web page carries it (decision 026), so make one reader per app.
 */
export function startupConfigReader(options: StartupConfigOptions): StartupConfigReader {
  return (request) => getStartupConfig(options.base, visitorOf(request, options.countryHeader));
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

  // Issue 9, decision 039: read from the same cached configuration, so an operator's change of
  // name or language reaches the manifest with the next request; browsers revalidate it.
  app.get(WEB_APP_MANIFEST_PATH, { schema: { hide: true } }, async (request, reply) => {
    const manifest = webAppManifest(await startupConfig(request));
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
  });
}
