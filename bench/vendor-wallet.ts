import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@lobby/shared';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { MERCHANT_ACCOUNTS, merchantAccountId } from '../apps/server/src/core/ledger.ts';
import { ledgerPosition } from '../apps/server/src/core/ledger-position.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema/index.ts';
import { readSeedFile, seedMerchant } from '../apps/server/src/features/merchant/seed.ts';
import { hashToken } from '../apps/server/src/lib/session-tokens.ts';
import { signVendorBody } from '../apps/server/src/providers/game-vendors/signing.ts';
import { onFreshDatabase } from './support/postgres.ts';
import { startServer } from './support/server.ts';

// `npm run bench`: the seamless wallet (issue 12; docs/vendor-protocol.md). Signed debits per
// second over HTTP, as an aggregator sends them, each a new transaction id (one database
// transaction: the call's row, the round, the ledger transfer), on one hot wallet (every debit
// waits for the previous one's row lock) and across many wallets, on PGlite and PostgreSQL, next
// to a route that reads no database (the web app manifest) in the same run. Figures only.
const RUN = { durationSeconds: 8, connections: 10 };
const WARM_UP_SECONDS = 2;
const WALLETS = 1000;
const VENDOR = 'BENCHV';
const SECRET = randomBytes(32).toString('hex');
/** Enough that no wallet runs dry at 0.01 a bet. */
const FUNDS_MINOR = 1_000_000_000;

/** Catalogue rows, funded members and one live game session each, written before the server starts. */
async function prepare(env: Record<string, string>): Promise<string[]> {
  const config = loadConfig(env);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  const tokens = Array.from({ length: WALLETS }, () => randomBytes(32).toString('base64url'));
  try {
    await database.migrate();
    await seedMerchant(database.db, readSeedFile(config.seedFile));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into game_vendor (vassalage, display_name, adapter, small_icon, large_icon, wallet_secret)
        values (${VENDOR}, 'Bench vendor', 'bench', '/v.svg', '/v.svg', ${SECRET})`);
      await tx.execute(sql`insert into game (node_id, vassalage, game_type, vendor_game_id, names, search_text, icon, min_bet_minor)
        values ('bench-game', ${VENDOR}, 'RNG', 'bench-game', '{"EN":"Bench"}', 'bench', '/g.svg', 1)`);
      await tx.execute(sql`insert into member (account, password_hash)
        select 'wbench' || i, 'x' from generate_series(1, ${WALLETS}::int) i`);
      const [merchant] = await tx.select({ code: t.merchant.currencyCode }).from(t.merchant).limit(1);
      const currency = merchant?.code ?? 'MMK';
      await tx.execute(sql`insert into wallet (member_id, currency, balance_minor)
        select id, ${currency}, ${FUNDS_MINOR} from member where account like 'wbench%'`);
      const account = await merchantAccountId(tx, MERCHANT_ACCOUNTS.adjustments, currency);
      await tx.execute(sql`insert into ledger_transfer (transfer_key, kind, wallet_id, merchant_account_id,
          direction, amount_minor, currency, state, wallet_balance_after_minor, resolved_at)
        select 'bench-fund:' || w.id, 'adjustment', w.id, ${account}, 'credit', ${FUNDS_MINOR}, ${currency},
          'posted', ${FUNDS_MINOR}, now()
        from wallet w join member m on m.id = w.member_id where m.account like 'wbench%'`);
      const hashes = tokens.map((token) => hashToken(token));
      await tx.execute(sql`insert into game_session (token_hash, member_id, game_id, vassalage, language, back_url, expires_at)
        select h.hash, m.id, (select id from game where node_id = 'bench-game'), ${VENDOR}, 'EN', '/m/home', now() + interval '1 day'
        from unnest(string_to_array(${hashes.join(',')}, ',')) with ordinality as h(hash, n)
        join member m on m.account = 'wbench' || h.n`);
    });
    const rows = (await database.db.execute(
      sql`select m.id from member m where m.account like 'wbench%' order by substring(m.account from 7)::int`,
    )) as unknown as { rows: { id: string | number }[] };
    const ids = rows.rows.map((row) => String(row.id));
    return ids.map((id, i) => `${id} ${tokens[i]}`);
  } finally {
    await database.close();
  }
}

let sequence = 0;
/** A new signed debit each time: the player and token of `pick()`'s member. */
function debitRequest(players: string[], pick: () => number) {
  return {
    method: 'POST' as const,
    path: API_PATHS.vendorWalletDebit.replace(':vendor', VENDOR),
    setupRequest: (request: autocannon.Request) => {
      const [playerId, token] = (players[pick()] ?? '').split(' ');
      sequence += 1;
      const body = JSON.stringify({
        playerId,
        token,
        transactionId: `b${process.pid}-${sequence}`,
        roundId: `r${process.pid}-${sequence}`,
        gameId: 'bench-game',
        amount: '0.01',
      });
      const timestamp = Math.floor(Date.now() / 1000);
      return {
        ...request,
        body,
        headers: {
          'content-type': 'application/json',
          [VENDOR_TIMESTAMP_HEADER]: String(timestamp),
          [VENDOR_SIGNATURE_HEADER]: signVendorBody(SECRET, timestamp, body),
        },
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
  return { rps: result.requests.average, p99: result.latency.p99, failed };
}

async function measure(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-wallet-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const players = await prepare(env);
  const server = await startServer({
    dataDirPrefix: 'lobby-bench-wallet-',
    dataDir,
    // The wallet routes are outside the per-IP limit; the manifest is not.
    env: { RATE_LIMIT_MAX: '10000000', ...env },
  });
  try {
    const constant = await rate(`${server.url}/m/manifest.webmanifest`);
    const hot = await rate(server.url, [debitRequest(players, () => 0)]);
    let turn = 0;
    const spread = await rate(server.url, [debitRequest(players, () => turn++ % players.length)]);
    const line = (what: string, f: Awaited<ReturnType<typeof rate>>) =>
      `  ${what}: ${f.rps.toFixed(0)} req/s, p99 ${f.p99} ms, ${(f.rps / constant.rps).toFixed(3)} of the constant route${f.failed ? `, ${f.failed} FAILED` : ''}`;
    console.log(`${label}:`);
    console.log(
      `  GET /m/manifest.webmanifest (no database): ${constant.rps.toFixed(0)} req/s, p99 ${constant.p99} ms`,
    );
    console.log(line('debit, one hot wallet', hot));
    console.log(line(`debit, ${WALLETS} wallets`, spread));
  } finally {
    await server.stop();
  }
  if (databaseUrl) {
    // After the load: every wallet is still the sum of its transfers (PGlite's directory is gone).
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
  `Seamless-wallet debits (signed, new transaction id each), ${RUN.connections} connections for ${RUN.durationSeconds} s each:`,
);
await measure('PGlite');
await onFreshDatabase('vendor wallet on PostgreSQL', (url) => measure('PostgreSQL', url));
