import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerPosition } from '../../core/ledger-position.ts';
import * as s from '../../db/schema/index.ts';
import { uniqueId, useForeignVendor, walletBalance } from '../../test/games-wallet-fixtures.ts';
import { randomisedRun } from '../../test/games-wallet-random-run.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { WalletAnswer } from '../../test/vendor-client.ts';
import { volume } from '../../test/volume.ts';

// The wallet under load and disorder, over real HTTP (issue 12 acceptance): concurrent debits
// never take a wallet below zero and a repeated one moves money once; a randomised run of
// thousands of calls with duplicates and out-of-order deliveries leaves every invariant whole.
// The randomised run plays 300 rounds (about 900 calls) in the default run and the acceptance's
// 800 (2,000+ calls) in the slow tier (docs/testing.md); its floors below scale with the rounds.

const t = useTestApp({ RATE_LIMIT_MAX: '1000000' });
const VENDOR = 'LOADTEST';
const ROUNDS = volume({ small: 300, full: 800 });
// The full size takes several times as long, more on a loaded machine: its time limit grows with it.
const TIMEOUT_MS = volume({ small: 120_000, full: 600_000 });

const v = useForeignVendor(t, { vassalage: VENDOR, nodeId: 'load-dice', gameId: 'dice' });
const { player } = v;
const id = uniqueId;

const debit = (
  p: { playerId: string; token: string },
  amount: string,
  transactionId = id('d'),
  roundId = id('r'),
) =>
  v.client.call('debit', {
    playerId: p.playerId,
    token: p.token,
    transactionId,
    roundId,
    gameId: 'dice',
    amount,
  });

const codes = (answers: WalletAnswer[]) => answers.map((a) => (a.status === 200 ? 'ok' : a.body.error.code));

describe('concurrency', () => {
  it('200 concurrent debits on one wallet: exactly floor(balance / stake) succeed, never below zero', async () => {
    const p = await player(7_300); // 73.00 at 0.50 a bet: 146 fit
    const answers = await Promise.all(Array.from({ length: 200 }, () => debit(p, '0.50')));
    const outcome = codes(answers);
    expect(outcome.filter((c) => c === 'ok')).toHaveLength(146);
    expect(outcome.filter((c) => c === 'INSUFFICIENT_BALANCE')).toHaveLength(54);
    expect(await walletBalance(t.db, p.wallet.id)).toBe(0);
    const stored = await t.db
      .select()
      .from(s.vendorTransaction)
      .where(eq(s.vendorTransaction.memberId, p.member.id));
    expect(stored).toHaveLength(146);
    const balances = answers.filter((a) => a.status === 200).map((a) => Number(a.body.value.balance));
    expect(Math.min(...balances)).toBe(0);
    expect(new Set(balances).size).toBe(146);
  }, 60_000);

  it('the same debit 30 times at once moves money once, and every answer is the first', async () => {
    const p = await player(1_000);
    const transactionId = id('d');
    const roundId = id('r');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => debit(p, '1.00', transactionId, roundId)),
    );
    expect(codes(answers).every((c) => c === 'ok')).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await walletBalance(t.db, p.wallet.id)).toBe(900);
    const [round] = await t.db.select().from(s.gameRound).where(eq(s.gameRound.roundId, roundId));
    expect(round?.stakeMinor).toBe(100);
  });

  it('the same credit and the same rollback 20 times at once each move money once', async () => {
    const p = await player(1_000);
    const d1 = { transactionId: id('d'), roundId: id('r') };
    const d2 = { transactionId: id('d'), roundId: id('r') };
    await debit(p, '2.00', d1.transactionId, d1.roundId);
    await debit(p, '3.00', d2.transactionId, d2.roundId);
    const credit = {
      playerId: p.playerId,
      transactionId: id('c'),
      roundId: d1.roundId,
      gameId: 'dice',
      amount: '7.00',
    };
    const rollback = {
      playerId: p.playerId,
      transactionId: id('rb'),
      roundId: d2.roundId,
      refTransactionId: d2.transactionId,
    };
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => v.client.call('credit', credit)),
      ...Array.from({ length: 20 }, () => v.client.call('rollback', rollback)),
    ]);
    expect(codes(answers).every((c) => c === 'ok')).toBe(true);
    expect(await walletBalance(t.db, p.wallet.id)).toBe(1_000 - 200 - 300 + 700 + 300);
  });

  it('a debit racing its own rollback either never moves or is refunded: the wallet ends where it began', async () => {
    const p = await player(5_000);
    for (let i = 0; i < 20; i++) {
      const d = { transactionId: id('d'), roundId: id('r') };
      await Promise.all([
        debit(p, '1.00', d.transactionId, d.roundId),
        v.client.call('rollback', {
          playerId: p.playerId,
          transactionId: id('rb'),
          roundId: d.roundId,
          refTransactionId: d.transactionId,
        }),
      ]);
    }
    expect(await walletBalance(t.db, p.wallet.id)).toBe(5_000);
    expect((await ledgerPosition(t.db)).ok).toBe(true);
  });
});

describe('a randomised run', { timeout: TIMEOUT_MS }, () => {
  it(`keeps every ledger invariant after ${ROUNDS} rounds with duplicates and out-of-order deliveries`, async () => {
    // One after another: launchToken reads the adapter's last launch.
    const players = [];
    for (let i = 0; i < 8; i++) players.push(await player(5_000));
    const seed = Number(process.env.WALLET_RUN_SEED ?? Date.now() % 1_000_000);
    const run = await randomisedRun({
      client: v.client,
      players,
      seed,
      rounds: ROUNDS,
      gameId: 'dice',
      concurrency: 8,
    });
    // The seed reproduces a failing run: WALLET_RUN_SEED=<seed>.
    expect({ seed, unexpected: run.unexpected }).toEqual({ seed, unexpected: [] });
    // About 3 calls a round, one in eight delivered twice (games-wallet-random-run.ts).
    expect(run.calls).toBeGreaterThanOrEqual(2.5 * ROUNDS);
    expect(run.duplicates).toBeGreaterThan(ROUNDS / 8);
    expect(run.replayMismatches).toEqual([]);

    const position = await ledgerPosition(t.db);
    expect(position.ok).toBe(true);
    const memberIds = players.map((p) => p.member.id);
    // Each wallet is the sum of its transfers, never below zero, and what the answers said moved.
    for (const p of players) {
      const [sum] = await t.db
        .select({
          total: sql<string>`coalesce(sum(case direction when 'credit' then amount_minor else -amount_minor end), 0)::text`,
        })
        .from(s.ledgerTransfer)
        .where(eq(s.ledgerTransfer.walletId, p.wallet.id));
      const balance = await walletBalance(t.db, p.wallet.id);
      expect(balance).toBe(Number(sum?.total));
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBe(5_000 + (run.movedByPlayer.get(p.playerId) ?? 0));
    }
    // Each round's sums are the sums of its calls that moved money; each call moved one transfer.
    const rounds = await t.db.select().from(s.gameRound).where(inArray(s.gameRound.memberId, memberIds));
    const calls = await t.db
      .select()
      .from(s.vendorTransaction)
      .where(inArray(s.vendorTransaction.memberId, memberIds));
    const transfers = new Map(
      (
        await t.db
          .select()
          .from(s.ledgerTransfer)
          .where(
            inArray(
              s.ledgerTransfer.walletId,
              players.map((p) => p.wallet.id),
            ),
          )
      )
        .filter((row) => row.transferKey.startsWith(`vendor:${VENDOR}:`))
        .map((row) => [row.id, row]),
    );
    let wagered = 0;
    for (const round of rounds) {
      const mine = calls.filter((c) => c.roundId === round.roundId && c.transferId !== null);
      const sum = (kind: string) =>
        mine.filter((c) => c.kind === kind).reduce((total, c) => total + c.amountMinor, 0);
      expect([round.roundId, round.stakeMinor, round.winMinor, round.refundedMinor]).toEqual([
        round.roundId,
        sum('debit'),
        sum('credit'),
        sum('rollback'),
      ]);
      if (round.state === 'settled') wagered += round.stakeMinor - round.refundedMinor;
      if (round.state === 'refunded') expect(round.refundedMinor).toBe(round.stakeMinor);
    }
    for (const call of calls.filter((c) => c.transferId !== null)) {
      const moved = transfers.get(call.transferId ?? 0);
      expect(moved?.amountMinor).toBe(call.amountMinor);
      expect(moved?.transferKey).toBe(`vendor:${VENDOR}:${call.transactionId}`);
    }
    expect(transfers.size).toBe(calls.filter((c) => c.transferId !== null).length);
    // Settled rounds reduced turnover by their net stake, once.
    const turnover = await t.db
      .select()
      .from(s.memberTurnover)
      .where(inArray(s.memberTurnover.memberId, memberIds));
    expect(turnover.reduce((total, row) => total + row.wageredTotalMinor, 0)).toBe(wagered);
    expect(rounds.filter((r) => r.state === 'settled').length).toBeGreaterThan(ROUNDS / 8);
    expect(rounds.filter((r) => r.state === 'refunded').length).toBeGreaterThan(ROUNDS / 40);
  });
});
