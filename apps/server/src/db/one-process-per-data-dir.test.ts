import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitForHealth } from '../test/server-process.ts';

// Issue 8 item 9, decision 030: two real servers on one PGlite DATA_DIR. The second refuses to
// start with one line; once the first is SIGKILLed (no clean-up at all), a new one starts.
// PGlite only: with DATABASE_URL the DATA_DIR holds no database and is not locked.
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'lobby-lock-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(): Promise<Started> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPERATOR_TOKEN: 'lock-test-operator-token-0123456789',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => log, exited };
}

const healthy = (server: Started) => waitForHealth(server.url, server.child, server.output, 90_000);

describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('one process per PGlite DATA_DIR', () => {
  it('refuses a second server with one line, and survives a SIGKILLed owner', {
    timeout: 240_000,
  }, async () => {
    const first = await start();
    await healthy(first);

    const second = await start();
    // Without the lock the second one starts too (and both lose writes): say so, do not hang.
    const outcome = await Promise.race([
      second.exited,
      healthy(second).then(
        () => 'started as well',
        () => second.exited,
      ),
    ]);
    expect(outcome).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines).toEqual([
      `DATA_DIR ${dataDir} is in use by another Lobby process (pid ${first.child.pid}); stop it first, or give this one its own DATA_DIR (several nodes share a database through DATABASE_URL).`,
    ]);
    // The owner never noticed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = await start();
    await healthy(third);
    // What the first wrote is still there: the seed ran once and the merchant answers.
    expect((await fetch(`${third.url}/api/merchant/config`)).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });
});
