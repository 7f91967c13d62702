import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema/index.ts';
import { createTestMember } from '../test/members.ts';
import { useTestApp } from '../test/test-app.ts';
import { addRequirement, reduceByBets, reduceManyByBets } from './turnover.ts';

// reduceManyByBets, the set-based turnover rule lottery settlement uses (decision 089), against
// reduceByBets on twin members (decision 064's rule: never below zero, everything wagered counted).
const t = useTestApp();

async function turnoverOf(memberId: number) {
  const [row] = await t.db.select().from(s.memberTurnover).where(eq(s.memberTurnover.memberId, memberId));
  return row
    ? { remaining: row.remainingMinor, required: row.requiredTotalMinor, wagered: row.wageredTotalMinor }
    : null;
}

const newMember = async (requiredMinor: number) => {
  const { member } = await createTestMember(t.db);
  await t.db.transaction((tx) => addRequirement(tx, member.id, requiredMinor));
  return member.id;
};

describe('reduceManyByBets', () => {
  it('reduces each member once by its summed stakes, as reduceByBets bet by bet does', async () => {
    // [requirement, stakes]: partly met, overshot (floor 0), never required, a zero stake.
    const cases: [number, number[]][] = [
      [1000, [300, 400, 0]],
      [100, [80, 50]],
      [0, [70]],
    ];
    const many: { memberId: number; stakeMinor: number }[] = [];
    const twins: [number, number][] = [];
    for (const [required, stakes] of cases) {
      const member = await newMember(required);
      const twin = await newMember(required);
      twins.push([member, twin]);
      for (const stake of stakes) {
        many.push({ memberId: member, stakeMinor: stake });
        await t.db.transaction((tx) => reduceByBets(tx, twin, stake));
      }
    }
    // Interleaved, as a chunk's bets are.
    many.sort((x, y) => x.stakeMinor - y.stakeMinor);
    await t.db.transaction((tx) => reduceManyByBets(tx, many));
    const expected = [
      { remaining: 300, required: 1000, wagered: 700 },
      { remaining: 0, required: 100, wagered: 130 },
      { remaining: 0, required: 0, wagered: 70 },
    ];
    for (const [i, [member, twin]] of twins.entries()) {
      expect(await turnoverOf(member)).toEqual(expected[i]);
      expect(await turnoverOf(twin)).toEqual(expected[i]);
    }
  });

  it('refuses a negative or fractional stake and writes nothing', async () => {
    const member = await newMember(500);
    for (const bad of [-1, 2.5]) {
      await expect(
        t.db.transaction((tx) =>
          reduceManyByBets(tx, [
            { memberId: member, stakeMinor: 100 },
            { memberId: member, stakeMinor: bad },
          ]),
        ),
      ).rejects.toThrow('non-negative integer');
    }
    await t.db.transaction((tx) => reduceManyByBets(tx, [{ memberId: member, stakeMinor: 0 }]));
    expect(await turnoverOf(member)).toEqual({ remaining: 500, required: 500, wagered: 0 });
  });
});
