import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedRounds } from '../../test/game-records-fixtures.ts';
import { explainAnalyze } from '../../test/ledger-fixtures.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';
import { listGameRecords, recordCursor, roundsSelect } from './records.ts';

// The betting record's keyset query reads only the rows it answers (decision 085), the same
// proof as the transaction record's (decision 069): the member with many rounds sits among
// another member's, so reading game_round whole would be a planning mistake the test shows.

const t = useTestApp();

describe('the betting record query plan (decision 085)', () => {
  it('walks game_round_member_idx for the first and a deep page, never a Seq Scan or a Sort', async () => {
    const many = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    await seedRounds(t.db, many.member.id, 20_000, 'INHOUSE', ['INHOUSE', 'RNG', 'LIVE', 'FISH']);
    await seedRounds(t.db, other.member.id, 20_000, 'INHOUSE', ['INHOUSE']);
    await t.db.execute(sql`analyze game_round`);

    let page = await listGameRecords(t.db, many.member.id, { limit: 50 });
    for (let i = 0; i < 20 && page.nextCursor; i += 1) {
      page = await listGameRecords(t.db, many.member.id, { limit: 50, cursor: page.nextCursor });
    }
    expect(page.list).toHaveLength(50);
    // 21 pages of 50 in: the 1,001st newest of 20,000 rounds.
    expect(page.list[0]?.roundId).toBe(`fixture-${many.member.id}-${20_000 - 1_000}`);
    const deep = recordCursor.decode(page.nextCursor ?? '');

    for (const [label, after] of [
      ['first page', undefined],
      ['deep page', deep],
    ] as const) {
      const plan = await explainAnalyze(
        t.db,
        roundsSelect(t.db, { memberId: many.member.id, limit: 51, after, language: 'EN' }),
      );
      expect(plan, label).toContain('game_round_member_idx');
      expect(plan, label).not.toMatch(/Seq Scan on game_round/);
      expect(plan, label).not.toMatch(/\bSort\b/);
      // The limit stops the backward scan: 51 rows read, not the member's 20,000.
      expect(plan, label).toMatch(
        /Index Scan Backward[^\n]*game_round_member_idx[^\n]*\(actual[^\n]*rows=51(\.00)? /,
      );
    }

    // A product is a filter on the same walk: a quarter of the rounds are FISH, so about 4 x 51
    // index entries are read for 51 rows, still from the cursor and never the whole table.
    const fish = await explainAnalyze(
      t.db,
      roundsSelect(t.db, { memberId: many.member.id, gameType: 'FISH', limit: 51, language: 'EN' }),
    );
    expect(fish).toContain('game_round_member_idx');
    expect(fish).not.toMatch(/Seq Scan on game_round/);
    expect(fish).not.toMatch(/\bSort\b/);
  }, 120_000);
});
