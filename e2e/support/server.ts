import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type RunningServer, startServer as startChildServer } from '../../bench/support/server.ts';

export { operatorPut, type RunningServer } from '../../bench/support/server.ts';

/** The header the e2e server trusts for the visitor's country (spec 2.2 region restriction). */
export const COUNTRY_HEADER = 'x-test-country';

/**
 * What every browser-test server runs with. The lottery's draw cycle is off unless a file asks
 * for it (`lotteryScheduler`): only the lottery files watch draws open, lock and settle.
 */
export const E2E_SERVER_ENV: Record<string, string> = {
  COUNTRY_HEADER,
  LOTTERY_SCHEDULER: 'off',
  // Each browser context and each member made through the API is a visitor of its own
  // (`visitorHeaders`), as players are: one worker's files share a server, and the per-IP
  // registration, trial and login limits (decision 031) would otherwise count them all as one.
  TRUST_PROXY: '127.0.0.1/32',
};

/** A visitor address of its own (198.18.0.0/15, the range set aside for tests), as a proxy forwards it. */
export function visitorHeaders(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 256);
  return { 'x-forwarded-for': `198.${18 + (byte() % 2)}.${byte()}.${byte()}` };
}

/** A running server as the global setup hands it to the test files (no functions). */
export type SharedServer = Omit<RunningServer, 'stop'>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Built once per run by e2e/global-setup.ts. */
    lobbyE2e: {
      /** A migrated and seeded DATA_DIR that servers start from a copy of. */
      dataTemplate: string;
      /** Per worker slot: its server and its Chromium's endpoint. */
      workers: { server: SharedServer; wsEndpoint: string }[];
      /** Where a file holds a slot's server while it runs (a folder per slot, made atomically). */
      leases: string;
    };
  }
}

/**
 * A new DATA_DIR holding the demo merchant, migrated and seeded: a copy of the run's template
 * (a server start then only opens it), or empty outside a run, where the server seeds it.
 */
export function seededDataDir(prefix = 'lobby-e2e-', template = inject('lobbyE2e')?.dataTemplate): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Starts the real server (`apps/server/src/server.ts`) on a free port, on a copy of the seeded
 * template unless `env.DATA_DIR` names a directory prepared beforehand.
 */
export function startServer(
  options: { env?: Record<string, string>; keepDataDir?: boolean; template?: string } = {},
): Promise<RunningServer> {
  const given = options.env?.DATA_DIR;
  const dataDir = given ?? seededDataDir('lobby-e2e-', options.template);
  return startChildServer({
    dataDirPrefix: 'lobby-e2e-',
    dataDir,
    // A DATA_DIR the caller prepared is the caller's to remove.
    keepDataDir: options.keepDataDir ?? given !== undefined,
    env: { ...E2E_SERVER_ENV, ...options.env, DATA_DIR: dataDir },
  });
}
