import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawLotteryResult, type LotteryResult, lotterySeedHash, winningNumberText } from '@lobby/shared';
import { independentDraw } from '@lobby/shared/lottery-oracle';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MERCHANT_ACCOUNTS, merchantAccountId } from '../../core/ledger.ts';
import { ledgerPosition } from '../../core/ledger-position.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { lotteryGameRow } from '../../test/lottery-fixtures.ts';
import { createTestMember } from '../../test/members.ts';
import { freePort } from '../../test/server-process.ts';
import { useTestApp } from '../../test/test-app.ts';
import { volume } from '../../test/volume.ts';
import { SETTLE_CHUNK } from './settle.ts';

// issue 13 acceptance "Scheduler": two real server processes (the app with its draw cycle on,
// test/lottery-settle-server.ts) on one PostgreSQL catch up on the draws of a game that fell due
// while no server ran (all within the 30-minute grace of decision 088, so each is drawn from its
// committed seed, not voided). Both are killed with SIGKILL in the middle of settlement; two new
// processes finish it. Every draw then holds the result of its committed seed, every winning bet
// was paid exactly once, every wallet holds its winnings, and the ledger is whole. PostgreSQL
// only: PGlite has one process. The default run: 6 draws, 5,000 bets, the oldest draw's 4,000 in
// chunks of 500. The slow tier (docs/testing.md): 20 draws, 68,000 bets, the oldest draw's 30,000
// in production's chunks of 10,000 (settle.ts, decision 089).

const root = fileURLToPath(new URL('../../../../..', import.meta.url));
const DRAWS = volume({ small: 6, full: 20 });
/** Settlement's chunk size in the server processes (test/lottery-settle-server.ts). */
const CHUNK = volume({ small: 500, full: SETTLE_CHUNK });
/** The oldest draw, settled first, has several chunks of bets, so a kill lands between them. */
const BIG_DRAW_BETS = volume({ small: 8, full: 3 }) * CHUNK;
const BETS_PER_DRAW = volume({ small: 200, full: 2000 });
const MEMBERS = volume({ small: 100, full: 400 });
// The full size takes several times as long, more on a loaded machine: its time limit grows with it.
const TIMEOUT_MS = volume({ small: 300_000, full: 900_000 });
const STAKE = 100;
const WIN = Math.floor((STAKE * 9800) / 1000); // POS_DIGIT pays 9.8 (docs/lottery-rules.md)

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A server process on `databaseUrl` running the draw cycle; not waited for (settlement starts at once). */
async function startNode(databaseUrl: string) {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-lottery-crash-'));
  dirs.push(dir);
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/test/lottery-settle-server.ts'],
    {
      cwd: root,
      env: {
        ...env,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        OPERATOR_TOKEN: randomBytes(24).toString('hex'),
        LOTTERY_SCHEDULER: 'on',
        SETTLE_CHUNK_SIZE: String(CHUNK),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  children.push(child);
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  return { child, exited, log: () => log };
}

async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = async (db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
  'lottery settlement across killed processes',
  { timeout: TIMEOUT_MS },
  () => {
    const ctx = useTestApp();

    it('two processes killed mid-settlement, two more finish it: one result per draw, each win paid once', async () => {
      const { db, config } = ctx;
      const game = await lotteryGameRow(db, { family: 'FAST5' });
      const now = Date.now();
      // One-minute draws that fell due 1 to DRAWS minutes ago while no server ran: locked, not drawn.
      const draws: { id: number; numero: string; seed: string; winDigit: number }[] = [];
      for (let k = 1; k <= DRAWS; k++) {
        const seed = randomBytes(32).toString('hex');
        const numero = `K${String(k).padStart(2, '0')}`;
        const [row] = await db
          .insert(t.lotteryDraw)
          .values({
            gameId: game.id,
            numero,
            openAt: new Date(now - (k + 1) * 60_000),
            lockAt: new Date(now - k * 60_000 - 10_000),
            drawAt: new Date(now - k * 60_000),
            seed,
            seedHash: await lotterySeedHash(seed),
            state: 'locked',
          })
          .returning({ id: t.lotteryDraw.id });
        const result = await drawLotteryResult('FAST5', seed, game.code, numero);
        if (result.family !== 'FAST5') throw new Error('FAST5 expected');
        draws.push({ id: (row as { id: number }).id, numero, seed, winDigit: result.digits[0] as number });
      }

      // Members and bets written set-based, with their stakes through the ledger (as placement
      // does: bet row, `lottery:bet:<id>` debit), funded by an adjustment so every wallet ends at 0.
      // One bet in ten is on the first position's drawn digit and wins.
      const tag = randomBytes(4).toString('hex');
      // The merchant accounts come into being on first use; the wallets take the merchant's currency.
      const { wallet } = await createTestMember(db);
      const lottery = await merchantAccountId(db, MERCHANT_ACCOUNTS.lottery, wallet.currency);
      const adjustments = await merchantAccountId(db, MERCHANT_ACCOUNTS.adjustments, wallet.currency);
      await db.execute(
        sql.raw(`
      insert into member (account, password_hash)
        select 'k${tag}' || i, 'x' from generate_series(1, ${MEMBERS}) i;
      insert into wallet (member_id, currency, balance_minor)
        select m.id, '${wallet.currency}', 0 from member m where m.account like 'k${tag}%';
      insert into lottery_bet (member_id, draw_id, bet_type, content, combinations, stake_minor, odds, idempotency_key)
        select m.id, d.id, 'POS_DIGIT',
          '1:' || case when g % 10 = 0 then d.win else (d.win + 1) % 10 end, 1, ${STAKE}, '9.8', 'k' || d.id || '-' || g
        from (values ${draws.map((d, i) => `(${d.id}, ${d.winDigit}, ${i === DRAWS - 1 ? BIG_DRAW_BETS : BETS_PER_DRAW})`).join(', ')}) as d(id, win, n)
        cross join lateral generate_series(1, d.n) g
        join member m on m.account = 'k${tag}' || (1 + (g + d.id) % ${MEMBERS});
      insert into ledger_transfer (transfer_key, kind, wallet_id, merchant_account_id, direction, amount_minor,
          currency, state, reference_type, reference_id, wallet_balance_after_minor, created_at, resolved_at)
        select 'lottery:bet:' || b.id, 'bet', w.id, ${lottery}, 'debit',
          b.stake_minor, w.currency, 'posted', 'lottery_bet', b.id::text,
          sum(b.stake_minor) over (partition by b.member_id) - sum(b.stake_minor) over (partition by b.member_id order by b.id),
          now(), now()
        from lottery_bet b join wallet w on w.member_id = b.member_id
        where b.draw_id in (${draws.map((d) => d.id).join(', ')});
      insert into ledger_transfer (transfer_key, kind, wallet_id, merchant_account_id, direction, amount_minor,
          currency, state, wallet_balance_after_minor, created_at, resolved_at)
        select 'fixture:fund:' || w.id, 'adjustment', w.id, ${adjustments},
          'credit', x.total, w.currency, 'posted', x.total, now(), now()
        from wallet w join member m on m.id = w.member_id,
          lateral (select sum(stake_minor) as total from lottery_bet b where b.member_id = w.member_id) x
        where m.account like 'k${tag}%';
      analyze;`),
      );
      const total = (DRAWS - 1) * BETS_PER_DRAW + BIG_DRAW_BETS;
      const drawIds = draws.map((d) => d.id);
      const settledBets = async () => {
        const [row] = await db
          .select({ n: sql<string>`count(*)::text` })
          .from(t.lotteryBet)
          .where(sql`${t.lotteryBet.drawId} in ${drawIds} and ${t.lotteryBet.state} <> 'open'`);
        return Number(row?.n ?? 0);
      };
      expect(await settledBets()).toBe(0);
      const [stakes] = await rowsOf(
        db,
        sql`select count(*)::text as n from ledger_transfer where kind = 'bet'`,
      );
      expect(stakes).toEqual({ n: String(total) });
      expect((await ledgerPosition(db)).ok).toBe(true);

      // Two processes start and race through the backlog; both die by SIGKILL part way.
      const url = config.databaseUrl as string;
      const first = [await startNode(url), await startNode(url)];
      const atKill = await until('settlement to start', settledBets, (n) => n > 0, 90_000).catch((error) => {
        throw new Error(`${error.message}\n${first.map((n) => n.log()).join('\n')}`);
      });
      for (const node of first) node.child.kill('SIGKILL');
      expect(await Promise.all(first.map((n) => n.exited))).toEqual(['SIGKILL', 'SIGKILL']);
      const afterKill = await settledBets();
      process.stdout.write(`lottery crash: SIGKILL with ${afterKill} of ${total} bets settled\n`);
      // The oldest draw was cut between chunks: settled in part, not marked settled.
      const big = draws[DRAWS - 1] as (typeof draws)[number];
      const [cut] = await rowsOf(
        db,
        sql`select d.state, count(*) filter (where b.state <> 'open')::text as settled
        from lottery_draw d join lottery_bet b on b.draw_id = d.id where d.id = ${big.id} group by d.state`,
      );
      expect(cut?.state).toBe('drawn');
      expect(Number(cut?.settled)).toBeGreaterThan(0);
      expect(Number(cut?.settled)).toBeLessThan(BIG_DRAW_BETS);
      expect(atKill).toBeLessThan(total);
      // Killed in the middle: part of the bets settled, part still open (a chunk in flight rolled back).
      expect(afterKill).toBeGreaterThan(0);
      expect(afterKill).toBeLessThan(total);

      // Two new processes finish the work.
      const second = [await startNode(url), await startNode(url)];
      await until(
        'every draw settled',
        async () =>
          (
            await db
              .select({ state: t.lotteryDraw.state })
              .from(t.lotteryDraw)
              .where(inArray(t.lotteryDraw.id, drawIds))
          ).filter((d) => d.state === 'settled').length,
        (n) => n === DRAWS,
        TIMEOUT_MS / 2,
      ).catch((error) => {
        throw new Error(`${error.message}\n${second.map((n) => n.log()).join('\n')}`);
      });
      for (const node of second) node.child.kill('SIGTERM');
      await Promise.all(second.map((n) => n.exited));

      // One result per draw, the committed seed's.
      const rows = await db.select().from(t.lotteryDraw).where(inArray(t.lotteryDraw.id, drawIds));
      for (const draw of draws) {
        const row = rows.find((r) => r.id === draw.id);
        expect(row?.result).toEqual(await drawLotteryResult('FAST5', draw.seed, game.code, draw.numero));
        // And by the verifier that does not import the engine: the stored seed meets its commitment.
        const independent = await independentDraw('FAST5', row?.seed ?? '', game.code, draw.numero);
        expect(row?.seedHash).toBe(independent.hash);
        expect(winningNumberText(row?.result as LotteryResult)).toBe(independent.text);
      }
      // Each winning bet paid once, each losing bet not at all.
      const [counts] = await rowsOf(
        db,
        sql`
      select
        (select count(*) from lottery_bet where draw_id in ${drawIds} and state = 'won')::text as won,
        (select count(*) from lottery_bet where draw_id in ${drawIds} and state = 'lost')::text as lost,
        (select count(*) from lottery_bet where draw_id in ${drawIds} and state = 'open')::text as open,
        (select count(*) from ledger_transfer t join lottery_bet b on t.transfer_key = 'lottery:win:' || b.id
          where b.draw_id in ${drawIds})::text as wins,
        (select coalesce(sum(t.amount_minor), 0) from ledger_transfer t join lottery_bet b
          on t.transfer_key = 'lottery:win:' || b.id where b.draw_id in ${drawIds})::text as paid`,
      );
      expect(counts).toEqual({
        won: String(total / 10),
        lost: String((total * 9) / 10),
        open: '0',
        wins: String(total / 10),
        paid: String((total / 10) * WIN),
      });
      // Every wallet holds its winnings (it was funded with its stakes exactly), and the ledger is whole.
      const [wallets] = await rowsOf(
        db,
        sql.raw(`
      select count(*)::text as wrong from wallet w join member m on m.id = w.member_id
      where m.account like 'k${tag}%' and w.balance_minor <> ${WIN} * (
        select count(*) from lottery_bet b where b.member_id = m.id and b.state = 'won')`),
      );
      expect(wallets).toEqual({ wrong: '0' });
      expect((await ledgerPosition(db)).ok).toBe(true);
    });
  },
);
