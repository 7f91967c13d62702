import type { WalletTransactionResponse } from '@lobby/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { appError, validationError } from '../../core/errors.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';

// What the seamless-wallet calls share (docs/vendor-protocol.md; decision 076): the player id the
// vendor knows, amounts, the signed body's parsing, and the idempotency record of each call.

/**
 * The player id given to vendors: the member id in decimal. Opaque to them; they only echo it.
 * It names no account, and a vendor may use it only for players who launched one of its games.
 */
export const playerIdOf = (memberId: number) => String(memberId);

export function memberIdOf(playerId: string): number | undefined {
  if (!/^[1-9]\d{0,14}$/.test(playerId)) return undefined;
  return Number(playerId);
}

/** "12.34" -> 1234 with string arithmetic only; negative amounts are refused. */
export function amountMinor(amount: string, field: string, { positive }: { positive: boolean }): number {
  if (amount.startsWith('-')) throw validationError(field, 'must not be negative');
  const [whole = '0', fraction = '00'] = amount.split('.');
  const minor = Number(whole) * 100 + Number(fraction);
  if (!Number.isSafeInteger(minor)) throw validationError(field, 'is too large');
  if (positive && minor <= 0) throw validationError(field, 'must be more than 0.00');
  return minor;
}

/** The signed raw body as JSON checked by the call's schema: 400 naming the first bad field. */
export function parseSignedBody<S extends z.ZodMiniType>(schema: S, raw: Buffer): z.infer<S> {
  let data: unknown;
  try {
    data = JSON.parse(raw.toString('utf8'));
  } catch {
    throw validationError('body', 'is not JSON');
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data as z.infer<S>;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'body';
  throw validationError(field, issue?.message ?? 'is invalid');
}

/** The wallet a vendor's player plays with, and its currency; NOT_FOUND for an unknown player. */
export async function playerWallet(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({
      walletId: t.wallet.id,
      currency: t.wallet.currency,
      availableMinor: sql<number>`(${t.wallet.balanceMinor} - ${t.wallet.heldMinor})::bigint`.mapWith(Number),
      account: t.member.account,
      nickname: t.member.nickname,
      status: t.member.status,
      isTrial: t.member.isTrial,
    })
    .from(t.wallet)
    .innerJoin(t.member, eq(t.member.id, t.wallet.memberId))
    .where(eq(t.wallet.memberId, memberId));
  return row;
}
export type PlayerWallet = NonNullable<Awaited<ReturnType<typeof playerWallet>>>;

export const unknownPlayer = () => appError('NOT_FOUND', 'No such player.');

/** What may be played with now: the balance less what pending withdrawals hold. */
export async function availableMinor(tx: DbOrTx, walletId: number): Promise<number> {
  const [row] = await tx
    .select({
      available: sql<number>`(${t.wallet.balanceMinor} - ${t.wallet.heldMinor})::bigint`.mapWith(Number),
    })
    .from(t.wallet)
    .where(eq(t.wallet.id, walletId));
  return row?.available ?? 0;
}

export function transactionResponse(
  playerId: string,
  transactionId: string,
  currency: string,
  balanceMinor: number,
  movedMinor: number,
  transferId: number | null,
): WalletTransactionResponse {
  return {
    playerId,
    transactionId,
    currency,
    balance: formatMinorUnits(balanceMinor),
    moved: formatMinorUnits(movedMinor),
    walletTransferId: transferId === null ? null : String(transferId),
  };
}

/** Serialises the calls about one transaction id of one vendor (a debit and its rollback). */
const LOCK_NAMESPACE = 0x1276;
export async function lockTransactionId(tx: Tx, vassalage: string, transactionId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${`${vassalage}:${transactionId}`}))`,
  );
}

/** What identifies a call: a repeat must carry the same, else 409 (docs/vendor-protocol.md). */
export interface CallIdentity {
  vassalage: string;
  transactionId: string;
  kind: (typeof t.VENDOR_TRANSACTION_KINDS)[number];
  memberId: number;
  roundId: string;
  /** The requested amount (debit, credit); rollbacks carry none. */
  amountMinor: number | null;
  refTransactionId: string | null;
}

type StoredCall = typeof t.vendorTransaction.$inferSelect;

function sameCall(row: StoredCall, call: CallIdentity): boolean {
  return (
    row.kind === call.kind &&
    row.memberId === call.memberId &&
    row.roundId === call.roundId &&
    (call.amountMinor === null || row.amountMinor === call.amountMinor) &&
    (row.refTransactionId ?? null) === call.refTransactionId
  );
}

/** The first answer to this transaction id, if it was this call; 409 when it was another. */
export async function replayOf(tx: DbOrTx, call: CallIdentity): Promise<WalletTransactionResponse | null> {
  const [row] = await tx
    .select()
    .from(t.vendorTransaction)
    .where(
      and(
        eq(t.vendorTransaction.vassalage, call.vassalage),
        eq(t.vendorTransaction.transactionId, call.transactionId),
      ),
    );
  if (!row) return null;
  if (!sameCall(row, call)) {
    throw appError('IDEMPOTENCY_CONFLICT', 'This transaction id was already used for another call.');
  }
  return row.response as WalletTransactionResponse;
}

/**
 * Takes the transaction id for this call (the row is completed by finishCall in the same
 * transaction); a concurrent twin that committed first makes this a replay instead.
 */
export async function claimCall(
  tx: Tx,
  call: CallIdentity,
): Promise<{ id: number; replay?: undefined } | { id?: undefined; replay: WalletTransactionResponse }> {
  const [row] = await tx
    .insert(t.vendorTransaction)
    .values({
      vassalage: call.vassalage,
      transactionId: call.transactionId,
      kind: call.kind,
      memberId: call.memberId,
      roundId: call.roundId,
      refTransactionId: call.refTransactionId,
      amountMinor: call.amountMinor ?? 0,
      response: {},
    })
    .onConflictDoNothing({ target: [t.vendorTransaction.vassalage, t.vendorTransaction.transactionId] })
    .returning({ id: t.vendorTransaction.id });
  if (row) return { id: row.id };
  const replay = await replayOf(tx, call);
  if (!replay) throw new Error('vendor transaction conflict without a row');
  return { replay };
}

export async function finishCall(
  tx: Tx,
  id: number,
  response: WalletTransactionResponse,
  fields: { amountMinor?: number; transferId: number | null },
): Promise<void> {
  await tx
    .update(t.vendorTransaction)
    .set({
      response: { ...response },
      transferId: fields.transferId,
      ...(fields.amountMinor === undefined ? {} : { amountMinor: fields.amountMinor }),
    })
    .where(eq(t.vendorTransaction.id, id));
}

/** What a debit, credit or rollback handler gives the route: the answer, and whom to tell. */
export interface CallOutcome {
  response: WalletTransactionResponse;
  memberId: number;
  /** True when money moved now (not a replay, not a no-op): the route publishes the balance. */
  moved: boolean;
}
