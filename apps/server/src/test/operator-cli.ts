import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { main } from '../operator/cli.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The operator CLI end to end: its main function against a real listening server, as
// `npm run operator -- <command>` calls it. Shared by the CLI tests of every command group.

export interface CliRun {
  code: number;
  out: string[];
  err: string[];
}

export interface OperatorCli {
  /** The app the CLI talks to; read its fields inside tests or hooks, once it listens. */
  t: TestApp;
  /** What the CLI reads of the environment: the app's port, data directory and operator token. */
  env: Record<string, string>;
  /** Runs one command, collecting the lines it prints and its exit code. */
  cli(...argv: string[]): Promise<CliRun>;
}

/**
 * One app per test file (`config` overrides its configuration), listening on a free port before the file's
 * tests and closed after them, and the CLI pointed at it with the operator token.
 */
export function useOperatorCli(config: Record<string, string> = {}): OperatorCli {
  const t = {} as TestApp;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(t, await createTestApp(config));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    Object.assign(env, { PORT: String(port), DATA_DIR: t.config.dataDir, OPERATOR_TOKEN: t.token });
  });
  afterAll(() => t.close());
  const cli = async (...argv: string[]): Promise<CliRun> => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(
      argv,
      env,
      (line) => out.push(line),
      (line) => err.push(line),
    );
    return { code, out, err };
  };
  return { t, env, cli };
}
