import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from '../../apps/server/src/test/server-process.ts';

// The real server as a child process, for the benchmarks and (through e2e/support/server.ts)
// the browser tests: e2e imports bench, never the other way round.

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  operatorToken: string;
  /** Environment that points `npm run operator` at this server. */
  operatorEnv: Record<string, string>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Extra server environment, e.g. DATABASE_URL; unset means PGlite in the fresh DATA_DIR. */
  env?: Record<string, string>;
  /** The start of the fresh DATA_DIR's name in the temp folder. */
  dataDirPrefix: string;
  /** A DATA_DIR prepared beforehand (e.g. PGlite rows written before start); removed on stop. */
  dataDir?: string;
  /** Leave the DATA_DIR in place on stop (a template other servers start from a copy of). */
  keepDataDir?: boolean;
}

/** Starts the real server (`apps/server/src/server.ts`) on a free port with a fresh DATA_DIR. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), options.dataDirPrefix));
  const operatorToken = randomBytes(32).toString('hex');
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OPERATOR_TOKEN: operatorToken,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // Graceful shutdown is part of the contract: SIGTERM ends the server with exit code 0.
    if (child.exitCode === null) {
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      const code = await exited;
      if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
      if (code !== 0) throw new Error(`server exited with ${code} on SIGTERM:\n${log}`);
      return;
    }
    if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    operatorToken,
    operatorEnv: { PORT: String(port), DATA_DIR: dataDir, OPERATOR_TOKEN: operatorToken },
    stop,
  };
}

/** Calls the server's operator API, as `npm run operator` does. */
export async function operatorPut(server: RunningServer, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${server.url}/api/operator/${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${server.operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`operator ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
