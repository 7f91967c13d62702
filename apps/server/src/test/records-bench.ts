import { API_PATHS } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import { transactionCursor, transactionsSelect } from '../features/wallet/transactions.ts';
import { explainAnalyze, seedTransfers } from './ledger-fixtures.ts';
import { createTestMember } from './members.ts';
import { createTestApp } from './test-app.ts';

// The record list at a million transfers (issue 11 "Records", decision 069), run by
// bench/records.ts once on PGlite and once on PostgreSQL (DATABASE_URL given as the argument).
// One member holds half of the transfers, 50 others the rest; the API is called in process
// (app.inject: the whole Fastify route with the session check and validation, no socket), one
// call at a time, so each figure is one request's own latency.

const databaseUrl = process.argv[2];
/** The server's code logs through pino; this script's output is its report, so it writes it. */
const print = (line: string) => process.stdout.write(`${line}\n`);
const TOTAL = Number(process.env.RECORDS_BENCH_TRANSFERS ?? 1_000_000);
const OTHERS = 50;
const HEAVY = TOTAL / 2;
const CALLS = 300;
const WARM_UP = 30;

// The per-IP request limit would stop a benchmark from one address within a second.
const t = await createTestApp({
  RATE_LIMIT_MAX: '10000000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
try {
  const heavy = await createTestMember(t.db);
  const seeded = Date.now();
  await seedTransfers(t.db, heavy.wallet.id, HEAVY);
  for (let i = 0; i < OTHERS; i += 1) {
    const other = await createTestMember(t.db);
    await seedTransfers(t.db, other.wallet.id, (TOTAL - HEAVY) / OTHERS);
  }
  await t.db.execute(sql`analyze ledger_transfer`);
  print(`  ${TOTAL.toLocaleString('en')} transfers seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s`);

  // The cursor a member would hold after scrolling halfway down (250,000 rows deep).
  const depth = Math.floor(HEAVY / 2);
  const deepRow = (
    (await t.db.execute(
      sql`select created_at::text as at, id from ledger_transfer where wallet_id = ${heavy.wallet.id}
          order by created_at desc, id desc offset ${depth} limit 1`,
    )) as unknown as { rows: { at: string; id: string | number }[] }
  ).rows[0];
  if (!deepRow) throw new Error('no deep row');
  const deepCursor = transactionCursor.encode({ at: deepRow.at, id: Number(deepRow.id) });

  const headers = { authorization: `Bearer ${heavy.token}` };
  const measure = async (label: string, query: string) => {
    const url = `${API_PATHS.transactions}?${query}`;
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + CALLS; i += 1) {
      const start = performance.now();
      const res = await t.app.inject({ url, headers });
      const took = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      if (i >= WARM_UP) times.push(took);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(2);
    print(`  ${label}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${CALLS} calls)`);
    return Number(at(0.5));
  };
  const p50s = [
    await measure('first page (20)', 'limit=20'),
    await measure(`deep page (20, ${depth.toLocaleString('en')} rows down)`, `limit=20&cursor=${deepCursor}`),
    await measure('first page, kinds=rebate,bonus', 'limit=20&kinds=rebate,bonus'),
    // The worst filter: a kind the member never had, so no row stops the walk early.
    await measure('kinds=trial_credit (none of them)', 'limit=20&kinds=trial_credit'),
  ];
  for (const [label, after, kinds] of [
    ['first page', undefined, undefined],
    ['deep page', { at: deepRow.at, id: Number(deepRow.id) }, undefined],
    ['kinds=trial_credit', undefined, ['trial_credit' as const]],
  ] as const) {
    const plan = await explainAnalyze(
      t.db,
      transactionsSelect(t.db, {
        walletId: heavy.wallet.id,
        limit: 21,
        after,
        kinds: kinds ? [...kinds] : undefined,
      }),
    );
    print(`  EXPLAIN (ANALYZE, BUFFERS), ${label}:\n${plan.replace(/^/gm, '    ')}`);
  }
  // The figure bench/records.ts judges: the worst p50 (p99 on two shared cores is mostly the
  // neighbours' noise; it is printed beside it).
  print(`RESULT ${Math.max(...p50s)}`);
} finally {
  await t.close();
}
