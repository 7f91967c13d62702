import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

// What every test that runs the real server as a child process needs: a free port to give it and
// a wait until /api/health answers. The crash and DATA_DIR-lock tests use it, and so does
// bench/support/server.ts (bench imports the server's sources, never the other way round).

/** A port nobody listens on right now, from the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Resolves once `url`/api/health answers 2xx; throws with the server's output if it exits or times out. */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}
