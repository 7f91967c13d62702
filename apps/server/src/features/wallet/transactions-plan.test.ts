import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { explainAnalyze, seedTransfers } from '../../test/ledger-fixtures.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';
import { volume } from '../../test/volume.ts';
import { listTransactions, transactionCursor, transactionsSelect } from './transactions.ts';

// Issue 11 "Records": fast at a million rows, the query plan shown in a test. The member with
// many transfers sits among others, so a plan that reads ledger_transfer whole would be chosen
// only by mistake; bench/records.ts measures the same query at 1,000,000 rows.

// The default run writes 10,000 transfers a wallet, the slow tier (docs/testing.md) 30,000, about
// 2 s more on PGlite: the page query has a limit, so reading the table whole costs more the more
// rows there are while the index walk costs the same, and the walk chosen at 10,000 is chosen at
// 30,000.
const TRANSFERS = volume({ small: 10_000, full: 30_000 });

const t = useTestApp();

describe('the transaction record query plan (decision 069)', () => {
  it('walks ledger_transfer_wallet_created_idx for the first and a deep page, never a Seq Scan', async () => {
    const many = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    await seedTransfers(t.db, many.wallet.id, TRANSFERS);
    await seedTransfers(t.db, other.wallet.id, TRANSFERS);
    await t.db.execute(sql`analyze ledger_transfer`);

    let page = await listTransactions(t.db, many.member.id, { limit: 50 });
    for (let i = 0; i < 20 && page.nextCursor; i += 1) {
      page = await listTransactions(t.db, many.member.id, { limit: 50, cursor: page.nextCursor });
    }
    expect(page.list).toHaveLength(50);
    // 21 pages of 50 in: this page starts at the 1,001st newest of the credits of 1.00.
    expect(page.list[0]?.balanceAfter).toBe(`${TRANSFERS - 1000}.00`);
    const deep = transactionCursor.decode(page.nextCursor ?? '');

    for (const [label, after] of [
      ['first page', undefined],
      ['deep page', deep],
    ] as const) {
      const plan = await explainAnalyze(
        t.db,
        transactionsSelect(t.db, { walletId: many.wallet.id, limit: 51, after }),
      );
      expect(plan, label).toContain('ledger_transfer_wallet_created_idx');
      expect(plan, label).not.toMatch(/Seq Scan on ledger_transfer/);
      expect(plan, label).not.toMatch(/\bSort\b/);
      // The limit stops the backward scan: 51 rows read, not the wallet's thousands.
      expect(plan, label).toMatch(/Index Scan Backward[^\n]*\(actual[^\n]*rows=51(\.00)? /);
    }

    // A kind the member never had: its own index range is empty, so nothing is read at all.
    const rare = await explainAnalyze(
      t.db,
      transactionsSelect(t.db, { walletId: many.wallet.id, limit: 51, kinds: ['trial_credit'] }),
    );
    expect(rare).toContain('ledger_transfer_wallet_kind_created_idx');
    expect(rare).not.toMatch(/Seq Scan on ledger_transfer/);
  }, 120_000);
});
