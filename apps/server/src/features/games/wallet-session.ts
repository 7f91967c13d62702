import type {
  WalletAuthenticateRequest,
  WalletAuthenticateResponse,
  WalletBalanceRequest,
  WalletBalanceResponse,
} from '@lobby/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';
import { hashToken } from '../../lib/session-tokens.ts';
import { memberIdOf, playerIdOf, playerWallet, unknownPlayer } from './wallet-common.ts';

// authenticate and balance (docs/vendor-protocol.md): the game-session token a launch handed the
// vendor becomes the player id, and a player's balance is read by that id.

const sessionInvalid = () => appError('GAME_SESSION_INVALID', 'The game session is unknown or over.');

/**
 * The live game session behind a token, for this vendor (and player, when given), with its game
 * and the player's wallet: one query, since every debit asks it.
 */
export async function liveGameSession(
  db: DbOrTx,
  vassalage: string,
  token: string,
  memberId?: number,
  now = new Date(),
) {
  const [row] = await db
    .select({
      session: t.gameSession,
      game: {
        id: t.game.id,
        vendorGameId: t.game.vendorGameId,
        nodeId: t.game.nodeId,
        gameType: t.game.gameType,
      },
      status: t.member.status,
      wallet: {
        walletId: t.wallet.id,
        currency: t.wallet.currency,
        availableMinor: sql<number>`(${t.wallet.balanceMinor} - ${t.wallet.heldMinor})::bigint`.mapWith(
          Number,
        ),
        account: t.member.account,
        nickname: t.member.nickname,
        status: t.member.status,
        isTrial: t.member.isTrial,
      },
    })
    .from(t.gameSession)
    .innerJoin(t.game, eq(t.game.id, t.gameSession.gameId))
    .innerJoin(t.member, eq(t.member.id, t.gameSession.memberId))
    .innerJoin(t.wallet, eq(t.wallet.memberId, t.gameSession.memberId))
    .where(
      and(
        eq(t.gameSession.tokenHash, hashToken(token)),
        eq(t.gameSession.vassalage, vassalage),
        gt(t.gameSession.expiresAt, now),
      ),
    );
  if (row?.status !== 'active') throw sessionInvalid();
  if (memberId !== undefined && row.session.memberId !== memberId) throw sessionInvalid();
  return row;
}

export async function authenticate(
  db: DbOrTx,
  vassalage: string,
  body: WalletAuthenticateRequest,
): Promise<WalletAuthenticateResponse> {
  const { session, game, wallet } = await liveGameSession(db, vassalage, body.token);
  return {
    playerId: playerIdOf(session.memberId),
    displayName: wallet.nickname || wallet.account,
    currency: wallet.currency,
    balance: formatMinorUnits(wallet.availableMinor),
    gameId: game.vendorGameId,
    nodeId: game.nodeId,
    language: session.language,
    backUrl: session.backUrl,
    trial: wallet.isTrial,
  };
}

/** A player is the vendor's once one of its games was launched for them. */
export async function knownTo(db: DbOrTx, vassalage: string, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.gameSession.id })
    .from(t.gameSession)
    .where(and(eq(t.gameSession.memberId, memberId), eq(t.gameSession.vassalage, vassalage)))
    .limit(1);
  return row !== undefined;
}

export async function balance(
  db: DbOrTx,
  vassalage: string,
  body: WalletBalanceRequest,
): Promise<WalletBalanceResponse> {
  const memberId = memberIdOf(body.playerId);
  if (memberId === undefined || !(await knownTo(db, vassalage, memberId))) throw unknownPlayer();
  const wallet = await playerWallet(db, memberId);
  if (!wallet) throw unknownPlayer();
  return {
    playerId: body.playerId,
    currency: wallet.currency,
    balance: formatMinorUnits(wallet.availableMinor),
  };
}
