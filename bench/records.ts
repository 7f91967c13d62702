import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onFreshDatabase } from './support/postgres.ts';

// `npm run bench`: the transaction record list at 1,000,000 transfers (issue 11 "Records",
// decision 069), on PGlite and on PostgreSQL: p50/p99 of the first page, a page 250,000 rows
// down, a kind filter and a kind the member never had, then EXPLAIN (ANALYZE, BUFFERS) of the
// keyset query (the index walk the API test asserts). The work runs in apps/server/src/test/records-bench.ts, in a child process
// (it builds the app in process, as the API tests do); this file runs it and judges the figure.
const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * What the worst p50 of the four calls should stay under, in ms (one request's own latency, no
 * concurrency). Printed beside the figure, never asserted: a clock on shared cores is no test.
 */
const TARGET_P50_MS = 20;

function run(label: string, databaseUrl?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    console.log(`Record list at 1,000,000 transfers on ${label}:`);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/test/records-bench.ts', ...(databaseUrl ? [databaseUrl] : [])],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      process.stdout.write(chunk.toString().replace(/^RESULT .*\n?/m, ''));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const worst = Number(/^RESULT (\S+)/m.exec(out)?.[1]);
      if (code !== 0 || !Number.isFinite(worst)) {
        process.exitCode = 1;
        console.log(`  ${label}: failed (exit ${code})`);
      } else {
        console.log(`  worst p50 ${worst} ms (target ≤ ${TARGET_P50_MS} ms)`);
      }
      resolve();
    });
  });
}

await run('PGlite');
await onFreshDatabase('record list on PostgreSQL', (url) => run('PostgreSQL', url));
