import { API_PATHS } from '@lobby/shared';
import autocannon from 'autocannon';
import { onFreshDatabase } from './support/postgres.ts';
import { startServer } from './support/server.ts';

// `npm run bench`: the home content call (issue 10: Home's announcements, banners, hot matches
// and service bar in one answer, cached in the server until the operator changes content) next
// to the start-up configuration, which is answered from memory too (decision 022), in the same
// run, on PGlite and on PostgreSQL. The ratio says what the home call costs beyond an in-memory
// answer. Figures only.
const RUN = { durationSeconds: 10, connections: 10 };
const WARM_UP_SECONDS = 2;
const HOME = `${API_PATHS.homeContent}?language=MY&platform=M`;

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

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer({
    dataDirPrefix: 'lobby-bench-home-',
    // The per-IP request limit would stop a benchmark from one address within a second.
    env: { RATE_LIMIT_MAX: '10000000', ...env },
  });
  try {
    const first = await fetch(server.url + HOME);
    const etag = first.headers.get('etag');
    const home = await requestsPerSecond(server.url + HOME);
    // A phone that has the answer already revalidates: 304, no body.
    const revalidated = etag ? await requestsPerSecond(server.url + HOME, { 'if-none-match': etag }) : null;
    const config = await requestsPerSecond(server.url + API_PATHS.merchantConfig);
    const line = (name: string, f: Awaited<ReturnType<typeof requestsPerSecond>>) =>
      `  ${name}: ${f.rps.toFixed(0)} req/s, p99 ${f.p99} ms${f.failed > 0 ? `, ${f.failed} failed` : ''}`;
    console.log(`${label}:`);
    console.log(line(`GET ${HOME} (${(await first.text()).length} bytes)`, home));
    if (revalidated) console.log(line('  the same with If-None-Match (304)', revalidated));
    console.log(line(`GET ${API_PATHS.merchantConfig}`, config));
    console.log(`  home content / start-up configuration: ${(home.rps / config.rps).toFixed(2)}`);
  } finally {
    await server.stop();
  }
}

console.log(`Home content call, ${RUN.connections} connections for ${RUN.durationSeconds} s each:`);
await measure('PGlite', {});
await onFreshDatabase('home content on PostgreSQL', (url) => measure('PostgreSQL', { DATABASE_URL: url }));
