import { LANGUAGE_CODES } from '@lobby/shared';
import autocannon from 'autocannon';
import { DEMO_VENDORS } from '../apps/server/src/features/games/demo-catalogue/demo.ts';
import { COUNTS, namesOf } from '../apps/server/src/features/games/demo-catalogue/names.ts';
import { scaledCatalogue } from '../apps/server/src/test/scaled-catalogue.ts';
import { onFreshDatabase } from './support/postgres.ts';
import { type RunningServer, startServer } from './support/server.ts';

// `npm run bench`: the game list at 20,000 games (issue 12 "Acceptance", decisions 072, 073), on
// PGlite and PostgreSQL, beside a route that reads no database in the same run: page 1 of a
// category and a name search, each computed (every request a new parameter set, so no kept
// answer serves it) and kept (one URL again and again). Budget: the computed search's p50 stays
// within 2x of the computed category page's.
const RUN = { durationSeconds: 10, connections: 10 };
const WARM_UP_SECONDS = 2;
const GAMES = 20_000;
const IMPORT_CHUNK = 500;
const SEARCH_BUDGET = 2;
const TYPES = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'ELOTT', 'LOTT'] as const;

async function importGames(server: RunningServer) {
  const { vendors, games } = scaledCatalogue(GAMES);
  for (let i = 0; i < games.length; i += IMPORT_CHUNK) {
    const response = await fetch(`${server.url}/api/operator/games/catalogue`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ vendors: i === 0 ? vendors : [], games: games.slice(i, i + IMPORT_CHUNK) }),
    });
    if (!response.ok) throw new Error(`import: ${response.status} ${await response.text()}`);
  }
}

/** Endless distinct paths: each request a parameter set no earlier request used. */
function cycling(paths: () => Generator<string>) {
  let it = paths();
  return () => {
    const next = it.next();
    if (!next.done) return next.value;
    it = paths();
    return it.next().value as string;
  };
}

function* categoryPages() {
  for (let size = 20; size <= 45; size++)
    for (const language of LANGUAGE_CODES)
      for (const type of TYPES)
        yield `/api/games/list?gameType=${type}&language=${language}&pageSize=${size}`;
}

/** A name as a member types it, in every language: "golden dragon", "rồng vàng", "ရွှေနဂါး"... */
function* searches() {
  for (let size = 20; size <= 45; size++)
    for (const language of LANGUAGE_CODES)
      for (const plan of DEMO_VENDORS)
        for (const word of plan.words)
          for (let q = 0; q < COUNTS.q; q++) {
            const name = namesOf(q, plan.kind, word)[language].toLowerCase();
            yield `/api/games/list?gameName=${encodeURIComponent(name)}&language=${language}&pageSize=${size}`;
          }
}

async function measureRun(url: string, path: string | (() => string), expected = 200) {
  const requests =
    typeof path === 'string' ? [{ path }] : [{ setupRequest: (r: object) => ({ ...r, path: path() }) }];
  const options = { url, connections: RUN.connections, requests };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: RUN.durationSeconds });
  const answered = expected === 200 ? result['2xx'] : result['3xx'];
  const failed = result.requests.total - answered + result.errors;
  if (failed > 0) process.exitCode = 1;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed };
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer({
    dataDirPrefix: 'lobby-bench-games-',
    env: { RATE_LIMIT_MAX: '10000000', ...env },
  });
  try {
    const started = Date.now();
    await importGames(server);
    console.log(`${label}: ${GAMES} games imported in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const constant = await measureRun(server.url, '/m/manifest.webmanifest');
    const category = await measureRun(server.url, cycling(categoryPages));
    const search = await measureRun(server.url, cycling(searches));
    const keptCategory = await measureRun(server.url, '/api/games/list?gameType=RNG&language=EN');
    const keptSearch = await measureRun(
      server.url,
      `/api/games/list?gameName=${encodeURIComponent('golden dragon')}`,
    );
    const line = (what: string, f: Awaited<ReturnType<typeof measureRun>>) =>
      `  ${what}: ${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${(f.rps / constant.rps).toFixed(2)} of the constant route${f.failed ? `, ${f.failed} failed` : ''}`;
    console.log(
      `  GET /m/manifest.webmanifest (no database): ${constant.rps.toFixed(0)} req/s, p50 ${constant.p50} ms, p99 ${constant.p99} ms`,
    );
    console.log(line('category page 1, computed', category));
    console.log(line('name search, computed', search));
    console.log(line('category page 1, kept', keptCategory));
    console.log(line('name search, kept', keptSearch));
    const ratio = search.p50 / Math.max(category.p50, 1);
    const within = search.p50 <= SEARCH_BUDGET * Math.max(category.p50, 1);
    if (!within) process.exitCode = 1;
    console.log(
      `  search p50 / category p50: ${ratio.toFixed(2)} (budget ≤ ${SEARCH_BUDGET}${within ? '' : ', OVER'})`,
    );
  } finally {
    await server.stop();
  }
}

console.log(`Game list at ${GAMES} games, ${RUN.connections} connections for ${RUN.durationSeconds} s each:`);
await measure('PGlite', {});
await onFreshDatabase('game list (PostgreSQL)', (url) => measure('PostgreSQL', { DATABASE_URL: url }));
