import { RECORDS_TIME_ZONE } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { explainAnalyze } from '../../test/ledger-fixtures.ts';
import { createTestMember } from '../../test/members.ts';
import { insertLotteryDraw, seedPlay } from '../../test/profit-loss-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { betSums, roundSums } from './profit-loss.ts';

// Profit and loss reads only the member's rows of the period (decision 097): the sums walk
// game_round_member_idx and lottery_bet_member_idx from the period's start, among another
// member's play, never the whole tables. No new index was needed.

const t = useTestApp();

describe('the profit and loss query plan (decision 097)', () => {
  it("reads the member's rows of the period through the member indexes", async () => {
    const many = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    const drawId = await insertLotteryDraw(t.db);
    // 20,000 minutes: about two weeks of play each.
    await seedPlay(t.db, many.member.id, 20_000, drawId);
    await seedPlay(t.db, other.member.id, 20_000, drawId);
    await t.db.execute(sql`analyze game_round`);
    await t.db.execute(sql`analyze lottery_bet`);

    // One day of the two weeks.
    const end = new Date(Date.now() - 3 * 86_400_000);
    const q = { memberId: many.member.id, start: new Date(end.getTime() - 86_400_000), end };
    const select = { ...q, timeZone: RECORDS_TIME_ZONE };
    const rounds = await explainAnalyze(t.db, roundSums(t.db, select));
    expect(rounds).toContain('game_round_member_idx');
    expect(rounds).not.toMatch(/Seq Scan on game_round/);
    const bets = await explainAnalyze(t.db, betSums(t.db, select));
    expect(bets).toContain('lottery_bet_member_idx');
    expect(bets).not.toMatch(/Seq Scan on lottery_bet/);
    // A day is 1,440 rounds of the member's 20,000.
    const sums = await roundSums(t.db, select);
    expect(sums.reduce((n, row) => n + row.bets, 0)).toBe(1_440);
  }, 120_000);
});
