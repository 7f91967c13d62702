import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type LoginFigures, measureLogin } from './measure-login.ts';

// `npm run bench`: logins per second on PGlite and on PostgreSQL, argon2id cost included
// (issue 3). Figures only: how fast is fast enough depends on the machine.
const RUN = { durationSeconds: 10, connections: 10 };
/** Where a throw-away database is created; BENCH_POSTGRES_URL points elsewhere. */
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

function print(label: string, f: LoginFigures) {
  const failed = f.failed > 0 ? ` (${f.failed} failed)` : '';
  console.log(
    `login (${label}): ${f.requestsPerSecond.toFixed(0)} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms${failed}`,
  );
  if (f.failed > 0) process.exitCode = 1;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function onPostgres() {
  const name = `lobby_bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin((client) => client.query(`create database ${name}`));
  } catch (error) {
    console.log(`login (PostgreSQL): skipped, ${adminUrl} unreachable (${(error as Error).message})`);
    return;
  }
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    print('PostgreSQL', await measureLogin({ ...RUN, env: { DATABASE_URL: url.toString() } }));
  } finally {
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

console.log(`Login, ${RUN.connections} connections for ${RUN.durationSeconds} s, encrypted bodies:`);
print('PGlite', await measureLogin(RUN));
await onPostgres();
