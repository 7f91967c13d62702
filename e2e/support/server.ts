import { type RunningServer, startServer as startChildServer } from '../../bench/support/server.ts';

export { operatorPut, type RunningServer } from '../../bench/support/server.ts';

/** The header the e2e server trusts for the visitor's country (spec 2.2 region restriction). */
export const COUNTRY_HEADER = 'x-test-country';

/** Starts the real server (`apps/server/src/server.ts`) on a free port with a fresh DATA_DIR. */
export function startServer(options: { env?: Record<string, string> } = {}): Promise<RunningServer> {
  return startChildServer({ dataDirPrefix: 'lobby-e2e-', env: { COUNTRY_HEADER, ...options.env } });
}
