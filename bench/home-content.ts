import autocannon from 'autocannon';
import { onFreshDatabase } from './support/postgres.ts';
import { startServer } from './support/server.ts';

// `npm run bench`: Home's content call (issue 10, decision 044) on PGlite and PostgreSQL, beside
// a route that reads no database (the web app manifest, made from the kept start-up
// configuration) in the same run: the kept answer should cost about what a constant route does.
// Also a phone's revalidation (If-None-Match, answered 304). Figures only; the ratio is the point.
const RUN = { durationSeconds: 10, connections: 10 };
const WARM_UP_SECONDS = 2;
const HOME = '/api/content/home?language=MY&platform=M';

async function requestsPerSecond(url: string, headers: Record<string, string> = {}, expected = 200) {
  const options = { url, headers, connections: RUN.connections };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: RUN.durationSeconds });
  const answered = result[expected === 304 ? '3xx' : '2xx'];
  const failed = result.requests.total - answered + result.errors;
  if (failed > 0) process.exitCode = 1;
  return { rps: result.requests.average, p99: result.latency.p99, failed };
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer({
    dataDirPrefix: 'lobby-bench-home-',
    env: { RATE_LIMIT_MAX: '10000000', ...env },
  });
  try {
    const etag = (await fetch(`${server.url}${HOME}`)).headers.get('etag') ?? '';
    const constant = await requestsPerSecond(`${server.url}/m/manifest.webmanifest`);
    const home = await requestsPerSecond(`${server.url}${HOME}`);
    const revalidated = await requestsPerSecond(`${server.url}${HOME}`, { 'if-none-match': etag }, 304);
    const line = (what: string, f: Awaited<ReturnType<typeof requestsPerSecond>>) => {
      const failed = f.failed > 0 ? `, ${f.failed} failed` : '';
      const ratio = (f.rps / constant.rps).toFixed(2);
      return `  ${what}: ${f.rps.toFixed(0)} req/s, p99 ${f.p99} ms, ${ratio} of the constant route${failed}`;
    };
    console.log(`${label}:`);
    console.log(
      `  GET /m/manifest.webmanifest (no database): ${constant.rps.toFixed(0)} req/s, p99 ${constant.p99} ms`,
    );
    console.log(line(`GET ${HOME}`, home));
    console.log(line('the same, If-None-Match (304)', revalidated));
  } finally {
    await server.stop();
  }
}

console.log(`Home content call, ${RUN.connections} connections for ${RUN.durationSeconds} s each:`);
await measure('PGlite', {});
await onFreshDatabase('home content (PostgreSQL)', (url) => measure('PostgreSQL', { DATABASE_URL: url }));
