import autocannon from 'autocannon';
import { registerMember } from './measure-login.ts';
import { measureSelectOnly } from './measure-pgbench.ts';
import { encrypter, fetchPayloadKey } from './support/payload.ts';
import { onFreshDatabase } from './support/postgres.ts';
import { startServer } from './support/server.ts';

// `npm run bench`: the hot read path against the database's own ceiling (issue 7), all on one
// PostgreSQL in one run: an authenticated read, the start-up configuration and pgbench -S, with
// the same client count and duration. Figures only; the target is a ratio.
const RUN = { durationSeconds: 10, connections: 10 };
/** Unmeasured load first, so the figures are the steady state: pool connections open, code compiled. */
const WARM_UP_SECONDS = 2;
const TARGET_RATIO = 0.25;

async function requestsPerSecond(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, headers, connections: RUN.connections, duration: WARM_UP_SECONDS });
  const result = await autocannon({
    url,
    headers,
    connections: RUN.connections,
    duration: RUN.durationSeconds,
  });
  const failed = result.non2xx + result.errors;
  if (failed > 0) process.exitCode = 1;
  return { rps: result.requests.average, p99: result.latency.p99, failed };
}

async function measure(databaseUrl: string) {
  const server = await startServer({
    dataDirPrefix: 'lobby-bench-',
    // The per-IP request limit would stop a benchmark from one address within a second.
    env: { RATE_LIMIT_MAX: '10000000', DATABASE_URL: databaseUrl },
  });
  try {
    const { token } = await registerMember(server, encrypter(await fetchPayloadKey(server.url)));
    const balance = await requestsPerSecond(`${server.url}/api/wallet/balance`, {
      authorization: `Bearer ${token}`,
    });
    const config = await requestsPerSecond(`${server.url}/api/merchant/config`);
    const pgbench = await measureSelectOnly(databaseUrl, RUN.connections, RUN.durationSeconds);
    const base = pgbench.transactionsPerSecond;
    const line = (label: string, f: Awaited<ReturnType<typeof requestsPerSecond>>) => {
      const failed = f.failed > 0 ? `, ${f.failed} failed` : '';
      const ratio = (f.rps / base).toFixed(2);
      return `${label}: ${f.rps.toFixed(0)} req/s, p99 ${f.p99} ms, ${ratio} of pgbench -S${failed}`;
    };
    console.log(`${pgbench.source}: ${base.toFixed(0)} tps`);
    console.log(`${line('GET /api/wallet/balance', balance)} (target ${TARGET_RATIO})`);
    console.log(line('GET /api/merchant/config', config));
  } finally {
    await server.stop();
  }
}

console.log(`Read path on PostgreSQL, ${RUN.connections} connections for ${RUN.durationSeconds} s each:`);
await onFreshDatabase('read path', measure);
