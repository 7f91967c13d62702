import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idCursor } from '../../core/keyset-cursor.ts';
import { cashierMember } from '../../test/cashier-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { volume } from '../../test/volume.ts';
import { listDeposits } from './deposits.ts';
import { listWithdrawals } from './withdrawals.ts';

// Issue 11 "Records": keyset paging stays an index walk however many rows there are. 100,000
// deposits (5,000 of them one member's) and the plans of /m/vouReport and /m/withdrawReport's
// page query: an index scan on (member_id, id), no sort, no sequential scan; and the time of a
// page deep in the history, printed.

// The default run writes a fifth of that (20,000 deposits, 1,000 the member's): the page query
// has a limit, so reading the table whole costs more the more rows there are while the index walk
// costs the same, and a plan that walks the index at 20,000 walks it at 100,000. Writing the
// 100,000 costs about 5 s of CPU on PGlite; they run in the slow tier (docs/testing.md).
const DEPOSITS = volume({ small: 20_000, full: 100_000 });
const WITHDRAWALS = DEPOSITS / 5;
// The full size takes several times as long, more on a loaded machine: its time limit grows with it.
const TIMEOUT_MS = volume({ small: 120_000, full: 300_000 });

const t = useTestApp();

const plan = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] }).rows
    .map((row) => Object.values(row)[0])
    .join('\n');

describe('record lists at scale', () => {
  it('page by an index walk on (member_id, id), without sorting', { timeout: TIMEOUT_MS }, async () => {
    const a = await cashierMember(t, { ready: true });
    const b = await cashierMember(t, { ready: true });
    await t.db.execute(sql`
      insert into deposit (member_id, wallet_id, channel_id, type, amount_minor, state, request_key, resolved_at, created_at)
      select case when g % 20 = 0 then ${a.member.id}::bigint else ${b.member.id}::bigint end,
             case when g % 20 = 0 then ${a.wallet.id}::bigint else ${b.wallet.id}::bigint end,
             1, 'bank_transfer', 1000000, 'rejected', 'k' || g, now(), now() - (g || ' seconds')::interval
      from generate_series(1, ${DEPOSITS}::int) g`);
    await t.db.execute(sql`
      insert into withdrawal (member_id, wallet_id, card_id, amount_minor, state, request_key, resolved_at)
      select case when g % 20 = 0 then ${a.member.id}::bigint else ${b.member.id}::bigint end,
             case when g % 20 = 0 then ${a.wallet.id}::bigint else ${b.wallet.id}::bigint end,
             case when g % 20 = 0 then ${a.cardId}::bigint else ${b.cardId}::bigint end,
             1000000, 'rejected', 'w' || g, now()
      from generate_series(1, ${WITHDRAWALS}::int) g`);
    await t.db.execute(sql`analyze deposit`);
    await t.db.execute(sql`analyze withdrawal`);

    const deposits = await plan(
      sql`select * from deposit where member_id = ${a.member.id} and id < ${DEPOSITS * 0.9} order by id desc limit 21`,
    );
    expect(deposits).toMatch(/Index Scan Backward using deposit_member_idx/);
    expect(deposits).not.toMatch(/Sort|Seq Scan/);
    const withdrawals = await plan(
      sql`select * from withdrawal where member_id = ${a.member.id} and id < ${WITHDRAWALS * 0.75} order by id desc limit 21`,
    );
    expect(withdrawals).toMatch(/Index Scan Backward using withdrawal_member_idx/);
    expect(withdrawals).not.toMatch(/Sort|Seq Scan/);

    // Walk 50 pages from the newest (all of the member's at 20,000), then time pages deep in the history.
    let cursor: string | undefined;
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      const page = await listDeposits(
        t.db,
        a.member.id,
        { limit: 20, ...(cursor ? { cursor } : {}) },
        'Asia/Yangon',
      );
      times.push(performance.now() - started);
      expect(page.list).toHaveLength(20);
      cursor = page.nextCursor ?? undefined;
    }
    const deep = await listDeposits(
      t.db,
      a.member.id,
      { limit: 20, cursor: idCursor.encode({ id: 1000 }) },
      'Asia/Yangon',
    );
    expect(deep.list.every((d) => Number(d.id) < 1000)).toBe(true);
    const w = await listWithdrawals(
      t.db,
      a.member.id,
      { limit: 20, cursor: idCursor.encode({ id: WITHDRAWALS * 0.75 }) },
      'Asia/Yangon',
    );
    expect(w.list).toHaveLength(20);
    times.sort((x, y) => x - y);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(1);
    process.stdout.write(
      `deposit pages (${(DEPOSITS / 20).toLocaleString('en')} of the member's among ${DEPOSITS.toLocaleString('en')}): p50 ${p(0.5)} ms, p99 ${p(0.99)} ms (${process.env.TEST_DB_DRIVER})\n`,
    );
  });
});
