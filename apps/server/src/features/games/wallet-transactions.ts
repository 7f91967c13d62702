import type { WalletCreditRequest, WalletDebitRequest, WalletRollbackRequest } from '@lobby/shared';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { appError, validationError } from '../../core/errors.ts';
import { MERCHANT_ACCOUNTS, transfer } from '../../core/ledger.ts';
import { reduceByBets } from '../../core/turnover.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { addRefund, addWin, assertRoundOf, lockRound, netStake, stakeOnRound } from './round.ts';
import {
  amountMinor,
  availableMinor,
  type CallIdentity,
  type CallOutcome,
  claimCall,
  finishCall,
  lockTransactionId,
  memberIdOf,
  type PlayerWallet,
  playerWallet,
  transactionResponse,
  unknownPlayer,
} from './wallet-common.ts';
import { knownTo, liveGameSession } from './wallet-session.ts';

// debit, credit and rollback (docs/vendor-protocol.md; decision 076). Each is one database
// transaction: the vendor_transaction row (its transaction id the idempotency key), the round,
// and the ledger transfer between the member's wallet and the vendor's merchant account under
// the key vendor:<vassalage>:<transactionId>. A repeat answers the first answer and moves nothing.

/** What the round details may weigh (shared WalletCreditRequest: at most 4 KB). */
const ROUND_DETAIL_BYTES = 4096;

const transferKey = (vassalage: string, transactionId: string) => `vendor:${vassalage}:${transactionId}`;

async function wallet(tx: Tx, memberId: number | undefined): Promise<PlayerWallet & { memberId: number }> {
  const found = memberId === undefined ? undefined : await playerWallet(tx, memberId);
  if (!found || memberId === undefined) throw unknownPlayer();
  return { ...found, memberId };
}

/** A no-op answer is for the vendor's own players only: others are unknown (404), not 0.00. */
async function assertKnownTo(tx: Tx, vassalage: string, memberId: number) {
  if (!(await knownTo(tx, vassalage, memberId))) throw unknownPlayer();
}

/** A call that moves nothing: answered with the balance now, kept so a repeat answers the same. */
async function answerNoop(tx: Tx, id: number, call: CallIdentity, player: PlayerWallet, playerId: string) {
  const response = transactionResponse(
    playerId,
    call.transactionId,
    player.currency,
    await availableMinor(tx, player.walletId),
    0,
    null,
  );
  await finishCall(tx, id, response, { transferId: null });
  return { response, memberId: call.memberId, moved: false };
}

/** After the transfer: the answer with the balance right after it, stored for repeats. */
async function answerMoved(
  tx: Tx,
  id: number,
  call: CallIdentity,
  player: PlayerWallet,
  playerId: string,
  moved: { amountMinor: number; transferId: number },
): Promise<CallOutcome> {
  const response = transactionResponse(
    playerId,
    call.transactionId,
    player.currency,
    await availableMinor(tx, player.walletId),
    moved.amountMinor,
    moved.transferId,
  );
  await finishCall(tx, id, response, { transferId: moved.transferId, amountMinor: moved.amountMinor });
  return { response, memberId: call.memberId, moved: true };
}

export async function debit(
  db: Db,
  vendor: { vassalage: string; enabled: boolean },
  body: WalletDebitRequest,
): Promise<CallOutcome> {
  const { vassalage } = vendor;
  const amount = amountMinor(body.amount, 'amount', { positive: true });
  const memberId = memberIdOf(body.playerId);
  if (memberId === undefined) throw appError('GAME_SESSION_INVALID', 'The game session is unknown or over.');
  const call: CallIdentity = {
    vassalage,
    transactionId: body.transactionId,
    kind: 'debit',
    memberId,
    roundId: body.roundId,
    amountMinor: amount,
    refTransactionId: null,
  };
  return db.transaction(async (tx) => {
    // Before anything else: a debit and a rollback naming it never pass each other.
    await lockTransactionId(tx, vassalage, body.transactionId);
    // A well-formed id naming no member is 404 (docs/vendor-protocol.md), not the failed insert
    // of its call record, which answered 500 and told the vendor to retry for ever (issue 23 item 25).
    await wallet(tx, memberId);
    // Taken first: a repeat answers its first answer even after the session ended; a refusal
    // below rolls this row back with everything else.
    const claimed = await claimCall(tx, call);
    if (claimed.replay) return { response: claimed.replay, memberId, moved: false };
    if (!vendor.enabled) throw appError('GAME_UNAVAILABLE', 'This vendor is switched off.');
    const { game: sessionGame, wallet: player } = await liveGameSession(tx, vassalage, body.token, memberId);
    const [rolledBack] = await tx
      .select({ id: t.vendorTransaction.id })
      .from(t.vendorTransaction)
      .where(
        and(
          eq(t.vendorTransaction.vassalage, vassalage),
          eq(t.vendorTransaction.roundId, body.roundId),
          eq(t.vendorTransaction.kind, 'rollback'),
          eq(t.vendorTransaction.refTransactionId, body.transactionId),
        ),
      )
      .limit(1);
    if (rolledBack) {
      throw appError('IDEMPOTENCY_CONFLICT', 'This debit was rolled back before it arrived: it is refused.');
    }
    // The round is filed under the game the vendor names, else the launched one (a vendor lobby).
    const [named] =
      body.gameId === sessionGame.vendorGameId
        ? [{ gameId: sessionGame.id, gameType: sessionGame.gameType }]
        : await tx
            .select({ gameId: t.game.id, gameType: t.game.gameType })
            .from(t.game)
            .where(and(eq(t.game.vassalage, vassalage), eq(t.game.vendorGameId, body.gameId)));
    // The stake is added before the money moves: a refused transfer rolls both back.
    await stakeOnRound(
      tx,
      { vassalage, roundId: body.roundId, memberId, amountMinor: amount },
      named ?? { gameId: sessionGame.id, gameType: sessionGame.gameType },
    );
    const moved = await transfer(tx, {
      transferKey: transferKey(vassalage, body.transactionId),
      kind: 'bet',
      walletId: player.walletId,
      account: MERCHANT_ACCOUNTS.vendor(vassalage),
      direction: 'debit',
      amountMinor: amount,
      reference: { type: 'vendor_transaction', id: claimed.id },
    });
    return answerMoved(tx, claimed.id, call, player, body.playerId, {
      amountMinor: amount,
      transferId: moved.transfer.id,
    });
  });
}

export async function credit(db: Db, vassalage: string, body: WalletCreditRequest): Promise<CallOutcome> {
  const amount = amountMinor(body.amount, 'amount', { positive: false });
  if (body.roundDetail && Buffer.byteLength(JSON.stringify(body.roundDetail)) > ROUND_DETAIL_BYTES) {
    throw validationError('roundDetail', `must be at most ${ROUND_DETAIL_BYTES} bytes`);
  }
  return db.transaction(async (tx) => {
    const player = await wallet(tx, memberIdOf(body.playerId));
    const call: CallIdentity = {
      vassalage,
      transactionId: body.transactionId,
      kind: 'credit',
      memberId: player.memberId,
      roundId: body.roundId,
      amountMinor: amount,
      refTransactionId: null,
    };
    const claimed = await claimCall(tx, call);
    if (claimed.replay) return { response: claimed.replay, memberId: call.memberId, moved: false };
    const round = await lockRound(tx, vassalage, body.roundId);
    // Unknown round, or one whose whole stake was refunded: answered, nothing moves.
    if (round) assertRoundOf(round, call.memberId);
    if (!round) await assertKnownTo(tx, vassalage, call.memberId);
    if (!round || round.state === 'refunded') return answerNoop(tx, claimed.id, call, player, body.playerId);
    if (round.state === 'settled') throw validationError('roundId', 'the round is already settled');
    const close = body.roundClosed !== false;
    await addWin(tx, round, amount, close, { detail: body.roundDetail, url: body.roundUrl });
    // Its stake counts towards the turnover requirement once, when it settles (decision 077);
    // after the wallet's lock, the order a deposit's approval takes the two rows in.
    const settle = async () => {
      if (close && !player.isTrial) await reduceByBets(tx, call.memberId, netStake(round));
    };
    if (amount === 0) {
      await settle();
      return answerNoop(tx, claimed.id, call, player, body.playerId);
    }
    const moved = await transfer(tx, {
      transferKey: transferKey(vassalage, body.transactionId),
      kind: 'payout',
      walletId: player.walletId,
      account: MERCHANT_ACCOUNTS.vendor(vassalage),
      direction: 'credit',
      amountMinor: amount,
      reference: { type: 'vendor_transaction', id: claimed.id },
    });
    await settle();
    return answerMoved(tx, claimed.id, call, player, body.playerId, {
      amountMinor: amount,
      transferId: moved.transfer.id,
    });
  });
}

export async function rollback(db: Db, vassalage: string, body: WalletRollbackRequest): Promise<CallOutcome> {
  return db.transaction(async (tx) => {
    const player = await wallet(tx, memberIdOf(body.playerId));
    const call: CallIdentity = {
      vassalage,
      transactionId: body.transactionId,
      kind: 'rollback',
      memberId: player.memberId,
      roundId: body.roundId,
      amountMinor: null,
      refTransactionId: body.refTransactionId,
    };
    // The same lock as the debit's: a debit arriving with its rollback waits, then sees it.
    await lockTransactionId(tx, vassalage, body.refTransactionId);
    const claimed = await claimCall(tx, call);
    if (claimed.replay) return { response: claimed.replay, memberId: call.memberId, moved: false };
    const [target] = await tx
      .select()
      .from(t.vendorTransaction)
      .where(
        and(
          eq(t.vendorTransaction.vassalage, vassalage),
          eq(t.vendorTransaction.transactionId, body.refTransactionId),
        ),
      );
    // Unknown debit (never arrived, or refused): answered; the debit is refused if it comes later.
    if (!target) {
      await assertKnownTo(tx, vassalage, call.memberId);
      return answerNoop(tx, claimed.id, call, player, body.playerId);
    }
    if (target.kind !== 'debit') throw validationError('refTransactionId', 'is not a debit');
    if (target.memberId !== call.memberId || target.roundId !== body.roundId) {
      throw validationError('refTransactionId', 'is a debit of another player or round');
    }
    const [earlier] = await tx
      .select({ id: t.vendorTransaction.id })
      .from(t.vendorTransaction)
      .where(
        and(
          eq(t.vendorTransaction.vassalage, vassalage),
          eq(t.vendorTransaction.roundId, body.roundId),
          eq(t.vendorTransaction.refTransactionId, body.refTransactionId),
          isNotNull(t.vendorTransaction.transferId),
          ne(t.vendorTransaction.id, claimed.id),
        ),
      )
      .limit(1);
    if (earlier) return answerNoop(tx, claimed.id, call, player, body.playerId);
    const round = await lockRound(tx, vassalage, body.roundId);
    if (!round) throw new Error('a stored debit without its round');
    if (round.state === 'settled') {
      throw validationError('refTransactionId', 'its round is settled: a settled round is not rolled back');
    }
    // A win already paid on the round (a credit with roundClosed: false) means the vendor played
    // the stake: refunding it too would pay the member twice (issue 23 item 26).
    if (round.winMinor > 0) {
      throw validationError(
        'refTransactionId',
        'its round has paid a win: a round with a win is not rolled back',
      );
    }
    const moved = await transfer(tx, {
      transferKey: transferKey(vassalage, body.transactionId),
      kind: 'refund',
      walletId: player.walletId,
      account: MERCHANT_ACCOUNTS.vendor(vassalage),
      direction: 'credit',
      amountMinor: target.amountMinor,
      reference: { type: 'vendor_transaction', id: claimed.id },
    });
    await addRefund(tx, round, target.amountMinor);
    return answerMoved(tx, claimed.id, call, player, body.playerId, {
      amountMinor: target.amountMinor,
      transferId: moved.transfer.id,
    });
  });
}
