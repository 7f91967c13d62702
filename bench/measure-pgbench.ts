import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

// The database's own ceiling for the read path: pgbench's select-only run (one primary-key
// select of pgbench_accounts per transaction), or the same select from a `pg` script when the
// pgbench binary is not installed.

const run = promisify(execFile);

/** pgbench on PATH, else in Debian's versioned PostgreSQL folder. */
function findPgbench(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(`${dir}/pgbench`)) return `${dir}/pgbench`;
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => `${root}/${v}/bin/pgbench`).find((path) => existsSync(path));
}

/** Scale 1: 100,000 accounts, what `pgbench -i -s 1` writes. */
const ACCOUNTS = 100_000;

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The select-only transaction from 10 `pg` clients at once, each with its prepared statement. */
async function scriptedSelectOnly(url: string, clients: number, seconds: number): Promise<number> {
  await withClient(url, (client) =>
    client.query(
      `create table pgbench_accounts (aid int primary key, bid int, abalance int, filler char(84));
       insert into pgbench_accounts select i, 1, 0, '' from generate_series(1, ${ACCOUNTS}) i;
       analyze pgbench_accounts;`,
    ),
  );
  const until = Date.now() + seconds * 1000;
  const counts = await Promise.all(
    Array.from({ length: clients }, () =>
      withClient(url, async (client) => {
        let done = 0;
        while (Date.now() < until) {
          const aid = 1 + Math.floor(Math.random() * ACCOUNTS);
          await client.query({
            name: 'select-only',
            text: 'select abalance from pgbench_accounts where aid = $1',
            values: [aid],
          });
          done += 1;
        }
        return done;
      }),
    ),
  );
  return counts.reduce((a, b) => a + b, 0) / seconds;
}

export interface PgbenchFigure {
  transactionsPerSecond: number;
  /** What produced the figure, for the printed line. */
  source: string;
}

/** Select-only transactions per second against `url` (a fresh database: it gets pgbench's tables). */
export async function measureSelectOnly(
  url: string,
  clients: number,
  seconds: number,
): Promise<PgbenchFigure> {
  const pgbench = findPgbench();
  if (!pgbench) {
    return { transactionsPerSecond: await scriptedSelectOnly(url, clients, seconds), source: 'pg script' };
  }
  await run(pgbench, ['-i', '-s', '1', '-q', url]);
  const args = ['-S', '-n', '-c', String(clients), '-j', '2', '-T', String(seconds), url];
  const { stdout } = await run(pgbench, args);
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return { transactionsPerSecond: Number(tps), source: `pgbench -S -c ${clients} -j 2` };
}
