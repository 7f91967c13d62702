import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@lobby/shared';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { MERCHANT_ACCOUNTS, merchantAccountId } from '../apps/server/src/core/ledger.ts';
import { ledgerPosition } from '../apps/server/src/core/ledger-position.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema/index.ts';
import { readSeedFile, seedMerchant } from '../apps/server/src/features/merchant/seed.ts';
import { hashToken } from '../apps/server/src/lib/session-tokens.ts';
import { onFreshDatabase } from './support/postgres.ts';
import { startServer } from './support/server.ts';

// `npm run bench`: lottery bets placed per second on ONE draw (issue 13), over HTTP as the
// betting page sends them: a member's slip of one line, a new idempotency key each time, each
// one database transaction (the sale check against the database clock, the exposure upsert, the
// bet row, its ledger transfer). Many members, so wallets do not queue; every bet lands on the
// same draw, so its exposure rows are the shared hot spot. PGlite and PostgreSQL, next to a
// route that reads no database in the same run. Figures only.
const RUN = { durationSeconds: 8, connections: 10 };
const WARM_UP_SECONDS = 2;
const MEMBERS = 1000;
const GAME = 'LBENCH';
const NUMERO = '20990101-0001';
const FUNDS_MINOR = 1_000_000_000;

/** A game with one draw on sale for an hour, funded members and a session each, before the server starts. */
async function prepare(env: Record<string, string>): Promise<string[]> {
  const config = loadConfig(env);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  const tokens = Array.from({ length: MEMBERS }, () => randomBytes(32).toString('base64url'));
  const seed = randomBytes(32).toString('hex');
  const seedHash = createHash('sha256').update(seed, 'ascii').digest('hex');
  try {
    await database.migrate();
    await seedMerchant(database.db, readSeedFile(config.seedFile));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into lottery_group (code, names) values ('LBENCH', '{"EN":"Bench"}')`);
      await tx.execute(sql`insert into lottery_game (code, family, group_code, names, icon_url, interval_seconds, time_zone, lock_seconds)
        values (${GAME}, 'FAST5', 'LBENCH', '{"EN":"Bench"}', '/media/lottery/f5m1.svg', 3600, 'Asia/Ho_Chi_Minh', 10)`);
      await tx.execute(sql`insert into lottery_draw (game_id, numero, open_at, lock_at, draw_at, seed, seed_hash)
        select id, ${NUMERO}, now() - interval '1 minute', now() + interval '1 hour', now() + interval '1 hour 10 seconds',
          ${seed}, ${seedHash} from lottery_game where code = ${GAME}`);
      await tx.execute(sql`insert into member (account, password_hash)
        select 'lbench' || i, 'x' from generate_series(1, ${MEMBERS}::int) i`);
      const [merchant] = await tx.select({ code: t.merchant.currencyCode }).from(t.merchant).limit(1);
      const currency = merchant?.code ?? 'MMK';
      await tx.execute(sql`insert into wallet (member_id, currency, balance_minor)
        select id, ${currency}, ${FUNDS_MINOR} from member where account like 'lbench%'`);
      const account = await merchantAccountId(tx, MERCHANT_ACCOUNTS.adjustments, currency);
      await tx.execute(sql`insert into ledger_transfer (transfer_key, kind, wallet_id, merchant_account_id,
          direction, amount_minor, currency, state, wallet_balance_after_minor, resolved_at)
        select 'bench-fund:' || w.id, 'adjustment', w.id, ${account}, 'credit', ${FUNDS_MINOR}, ${currency},
          'posted', ${FUNDS_MINOR}, now()
        from wallet w join member m on m.id = w.member_id where m.account like 'lbench%'`);
      const hashes = tokens.map((token) => hashToken(token));
      await tx.execute(sql`insert into member_session (member_id, token_hash, expires_at)
        select m.id, h.hash, now() + interval '1 day'
        from unnest(string_to_array(${hashes.join(',')}, ',')) with ordinality as h(hash, n)
        join member m on m.account = 'lbench' || h.n`);
    });
    return tokens;
  } finally {
    await database.close();
  }
}

let sequence = 0;
/** A new one-line slip each time, from the next member, on a position digit (50 selections). */
function betRequest(tokens: string[]) {
  return {
    method: 'POST' as const,
    path: API_PATHS.lotteryBets,
    setupRequest: (request: autocannon.Request) => {
      sequence += 1;
      const token = tokens[sequence % tokens.length] ?? '';
      const body = JSON.stringify({
        gameCode: GAME,
        numero: NUMERO,
        idempotencyKey: `b${process.pid}x${sequence}`,
        items: [
          { betType: 'POS_DIGIT', content: `${1 + (sequence % 5)}:${sequence % 10}`, unitStake: '1.00' },
        ],
      });
      return {
        ...request,
        body,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      };
    },
  };
}

async function rate(url: string, requests?: autocannon.Request[]) {
  const options = { url, connections: RUN.connections, ...(requests ? { requests } : {}) };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: RUN.durationSeconds });
  const failed = result.requests.total - result['2xx'] + result.errors;
  if (failed > 0) process.exitCode = 1;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed };
}

async function measure(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-lottery-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const tokens = await prepare(env);
  const server = await startServer({
    dataDirPrefix: 'lobby-bench-lottery-',
    dataDir,
    // The draw stays on sale: no scheduler on this node; the per-IP limit would cap the run.
    env: { RATE_LIMIT_MAX: '10000000', LOTTERY_SCHEDULER: 'off', ...env },
  });
  try {
    const constant = await rate(`${server.url}/m/manifest.webmanifest`);
    const bets = await rate(server.url, [betRequest(tokens)]);
    console.log(`${label}:`);
    console.log(
      `  GET /m/manifest.webmanifest (no database): ${constant.rps.toFixed(0)} req/s, p50 ${constant.p50} ms, p99 ${constant.p99} ms`,
    );
    console.log(
      `  POST ${API_PATHS.lotteryBets}, one draw: ${bets.rps.toFixed(0)} bets/s, p50 ${bets.p50} ms, p99 ${bets.p99} ms, ${(bets.rps / constant.rps).toFixed(3)} of the constant route${bets.failed ? `, ${bets.failed} FAILED` : ''}`,
    );
  } finally {
    await server.stop();
  }
  if (databaseUrl) {
    const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    try {
      const position = await ledgerPosition(database.db);
      console.log(`  ledger position after the run: ${position.ok ? 'all checks ok' : 'A CHECK FAILED'}`);
      if (!position.ok) process.exitCode = 1;
    } finally {
      await database.close();
    }
  }
}

console.log(
  `Lottery bets on one draw (one-line slips, a new key each), ${RUN.connections} connections for ${RUN.durationSeconds} s each:`,
);
await measure('PGlite');
await onFreshDatabase('lottery bets on PostgreSQL', (url) => measure('PostgreSQL', url));
