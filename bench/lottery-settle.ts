import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawLotteryResult } from '@lobby/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ledgerPosition } from '../apps/server/src/core/ledger-position.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { settleBets } from '../apps/server/src/features/lottery/settle.ts';
import { onFreshDatabase } from './support/postgres.ts';

// `npm run bench`: settling one lottery draw of 100,000 bets on PostgreSQL (issue 13, decision
// 089), 1,000 members, one bet in ten winning. Target under 10 s. The stakes are written
// set-based (bet rows and their `lottery:bet:<id>` transfers) so the ledger stays zero-sum and the
// position is checked after settlement.
const BETS = 100_000;
const MEMBERS = 1000;
const TARGET_SECONDS = 10;
const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/server/drizzle');
const SEED = 'ab'.repeat(32);

async function measure(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  await migrate(drizzle({ client: pool }), { migrationsFolder: MIGRATIONS });
  const result = await drawLotteryResult('FAST5', SEED, 'BENCH', '20261124-0001');
  if (result.family !== 'FAST5') throw new Error('FAST5 expected');
  // A tenth of the bets win: POS_DIGIT on the first position's drawn digit (odds 9.8), the rest on another digit.
  const first = result.digits[0] ?? 0;
  const win = `1:${first}`;
  const lose = `1:${(first + 1) % 10}`;
  await pool.query(`
    insert into member (account, password_hash) select 'bench' || i, 'x' from generate_series(1, ${MEMBERS}) i;
    insert into wallet (member_id, currency, balance_minor) select id, 'MMK', 0 from member order by id;
    insert into merchant_account (code, kind, currency) values ('adjustments', 'adjustments', 'MMK'), ('lottery', 'lottery', 'MMK');
    insert into lottery_group (code, names) values ('B', '{"EN":"B"}');
    insert into lottery_game (code, family, group_code, names, icon_url, interval_seconds, time_zone, lock_seconds)
      values ('BENCH', 'FAST5', 'B', '{"EN":"B"}', '/x.svg', 60, 'Asia/Ho_Chi_Minh', 10);
    insert into lottery_draw (game_id, numero, open_at, lock_at, draw_at, seed, seed_hash, state, result, drawn_at)
      select id, '20261124-0001', now() - interval '2 min', now() - interval '70 s', now() - interval '1 min',
        '${SEED}', '${'0'.repeat(64)}', 'drawn', '${JSON.stringify(result)}'::jsonb, now() from lottery_game;
    insert into lottery_bet (member_id, draw_id, bet_type, content, combinations, stake_minor, odds, idempotency_key)
      select m.id, d.id, 'POS_DIGIT', case when g % 10 = 0 then '${win}' else '${lose}' end, 1, 100, '9.8', 'b' || g
      from generate_series(1, ${BETS}) g
      join member m on m.account = 'bench' || (1 + g % ${MEMBERS})
      cross join lottery_draw d;
    insert into ledger_transfer (transfer_key, kind, wallet_id, merchant_account_id, direction, amount_minor,
        currency, state, reference_type, reference_id, wallet_balance_after_minor, created_at, resolved_at)
      select 'lottery:bet:' || b.id, 'bet', w.id, (select id from merchant_account where code = 'lottery'), 'debit',
        b.stake_minor, 'MMK', 'posted', 'lottery_bet', b.id::text,
        sum(b.stake_minor) over (partition by b.member_id) - sum(b.stake_minor) over (partition by b.member_id order by b.id),
        now(), now()
      from lottery_bet b join wallet w on w.member_id = b.member_id;
    insert into ledger_transfer (transfer_key, kind, wallet_id, merchant_account_id, direction, amount_minor,
        currency, state, wallet_balance_after_minor, created_at, resolved_at)
      select 'fund:' || w.id, 'adjustment', w.id, (select id from merchant_account where code = 'adjustments'), 'credit',
        x.total, 'MMK', 'posted', x.total, now(), now()
      from wallet w, lateral (select sum(stake_minor) as total from lottery_bet b where b.member_id = w.member_id) x;
    analyze;`);
  const [draw] = (await pool.query(`select id from lottery_draw`)).rows as { id: string }[];
  const started = performance.now();
  const count = await settleBets(
    db,
    undefined,
    { id: Number(draw?.id), gameCode: 'BENCH', family: 'FAST5', numero: '20261124-0001', result },
    false,
    { chunkSize: Number(process.env.LOTTERY_BENCH_CHUNK ?? 10_000) },
  );
  const seconds = (performance.now() - started) / 1000;
  const position = await ledgerPosition(db);
  console.log(
    `lottery settlement on PostgreSQL: ${count} bets in ${seconds.toFixed(2)} s (target < ${TARGET_SECONDS} s), position ${position.ok ? 'ok' : 'FAILED'}`,
  );
  if (seconds >= TARGET_SECONDS || !position.ok) process.exitCode = 1;
  await pool.end();
}

await onFreshDatabase('lottery settlement on PostgreSQL', measure);
