import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where throw-away databases are created; BENCH_POSTGRES_URL points elsewhere. */
export const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs `measure` on a fresh PostgreSQL database, dropped afterwards. An unreachable server is
 * a skipped figure, not a failure: the PGlite figures still print.
 */
export async function onFreshDatabase(label: string, measure: (url: string) => Promise<void>): Promise<void> {
  const name = `lobby_bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin((client) => client.query(`create database ${name}`));
  } catch (error) {
    console.log(`${label}: skipped, ${adminUrl} unreachable (${(error as Error).message})`);
    return;
  }
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await measure(url.toString());
  } finally {
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  }
}
