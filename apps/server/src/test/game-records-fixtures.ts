import type { GameType } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

// Rounds for the betting record's tests and e2e seeding (decision 085): rows written straight
// into game_round and vendor_transaction in the shapes the seamless wallet writes them
// (docs/vendor-protocol.md). No money moves: the record reads rounds, not the ledger.

/** A vendor and one game of it, made once per vassalage / game id. */
export async function ensureGame(
  db: Db,
  game: {
    vassalage: string;
    vendorName: string;
    gameId: string;
    gameType: GameType;
    names: Record<string, string>;
  },
): Promise<number> {
  await db
    .insert(t.gameVendor)
    .values({
      vassalage: game.vassalage,
      displayName: game.vendorName,
      adapter: 'inhouse',
      smallIcon: '',
      largeIcon: '',
      walletSecret: 'fixture-secret',
    })
    .onConflictDoNothing();
  const [row] = await db
    .insert(t.game)
    .values({
      nodeId: `${game.vassalage}-${game.gameId}`,
      vassalage: game.vassalage,
      gameType: game.gameType,
      vendorGameId: game.gameId,
      names: game.names,
      searchText: Object.values(game.names).join('\n').toLowerCase(),
      icon: '',
      minBetMinor: 1,
    })
    // The demo catalogue may hold the vendor's game already (INHOUSE dice): take that row.
    .onConflictDoUpdate({ target: [t.game.vassalage, t.game.vendorGameId], set: { names: game.names } })
    .returning({ id: t.game.id });
  if (!row) throw new Error('game not made');
  return row.id;
}

export interface FixtureRound {
  memberId: number;
  vassalage: string;
  gameId: number | null;
  gameType: GameType;
  roundId: string;
  stakeMinor: number;
  winMinor?: number;
  refundedMinor?: number;
  state?: 'open' | 'settled' | 'refunded';
  detail?: Record<string, unknown> | null;
  vendorRecordUrl?: string | null;
  openedAt?: Date;
}

/**
 * One round and its wallet calls: a debit of the stake, a credit of the win when settled with
 * one, a rollback of the refund. Returns the round's id.
 */
export async function insertRound(db: Db, round: FixtureRound): Promise<number> {
  const openedAt = round.openedAt ?? new Date();
  const state = round.state ?? 'settled';
  const win = round.winMinor ?? 0;
  const refunded = round.refundedMinor ?? 0;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.gameRound)
      .values({
        vassalage: round.vassalage,
        roundId: round.roundId,
        memberId: round.memberId,
        gameId: round.gameId,
        gameType: round.gameType,
        stakeMinor: round.stakeMinor,
        winMinor: win,
        refundedMinor: refunded,
        state,
        detail: round.detail ?? null,
        vendorRecordUrl: round.vendorRecordUrl ?? null,
        openedAt,
        settledAt: state === 'open' ? null : new Date(openedAt.getTime() + 2_000),
      })
      .returning({ id: t.gameRound.id });
    if (!row) throw new Error('round not made');
    const call = (kind: 'debit' | 'credit' | 'rollback', amountMinor: number, after: number) => ({
      vassalage: round.vassalage,
      transactionId: `${round.roundId}-${kind}`,
      kind,
      memberId: round.memberId,
      roundId: round.roundId,
      refTransactionId: kind === 'rollback' ? `${round.roundId}-debit` : null,
      amountMinor,
      response: { ok: true },
      createdAt: new Date(openedAt.getTime() + after),
    });
    const calls = [call('debit', round.stakeMinor, 0)];
    if (state === 'settled') calls.push(call('credit', win, 1_000));
    if (refunded > 0) calls.push(call('rollback', refunded, 1_000));
    await tx.insert(t.vendorTransaction).values(calls);
    return row.id;
  });
}

/**
 * `count` settled rounds of 1.00 staked, one second apart, the newest now(), set-based (one
 * INSERT ... SELECT generate_series), for the plan test: game types cycle through `types`.
 */
export async function seedRounds(
  db: Db,
  memberId: number,
  count: number,
  vassalage: string,
  types: readonly GameType[],
): Promise<void> {
  const typeArray = sql.raw(`array[${types.map((type) => `'${type}'`).join(', ')}]`);
  await db.execute(sql`
    insert into game_round (vassalage, round_id, member_id, game_type, stake_minor, win_minor,
      state, opened_at, settled_at)
    select ${vassalage}, 'fixture-' || ${memberId} || '-' || g, ${memberId},
      (${typeArray})[1 + g % ${types.length}], 100, case when g % 3 = 0 then 250 else 0 end,
      'settled', at, at
    from generate_series(1, ${count}::int) as g,
      lateral (select now() - (${count}::int - g) * interval '1 second' as at) as x`);
}
