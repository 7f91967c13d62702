import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort, waitForHealth } from '../apps/server/src/test/server-process.ts';
import { seededDataDir } from './support/server.ts';

// Issue 23 item 11: a merchant who starts Lobby with `npm start` and stops it by the PID they
// were given (SIGTERM, or Ctrl-C's SIGINT) stops the server: npm exited and left
// scripts/start.mjs and the server serving. No browser: the e2e project owns the seeded template.
const root = fileURLToPath(new URL('..', import.meta.url));

describe('npm start stops on a signal to its own PID (issue 23 item 11)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('%s to npm stops the server', async (signal) => {
    const dataDir = seededDataDir('lobby-npm-start-');
    const port = await freePort();
    let output = '';
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        OPERATOR_TOKEN: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        LOTTERY_SCHEDULER: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so the clean-up below can stop whatever it left, whatever failed.
      detached: true,
    });
    npm.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    npm.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(url, npm, () => output);
      const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
      npm.kill(signal);
      await exited;
      // The server closes its port once it has finished what it was doing (graceful).
      await expect
        .poll(
          () =>
            fetch(`${url}/api/health`).then(
              () => 'serving',
              () => 'stopped',
            ),
          { timeout: 20_000 },
        )
        .toBe('stopped');
    } finally {
      const group = npm.pid;
      if (group) {
        try {
          process.kill(-group, 'SIGKILL');
        } catch {
          // nothing left in the group
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
