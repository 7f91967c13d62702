import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { LedgerKind } from '../db/schema/index.ts';
import * as t from '../db/schema/index.ts';

export { LEDGER_KINDS, type LedgerKind } from '../db/schema/index.ts';

import { appError, validationError } from './errors.ts';

// The one way money moves (house style "Money", docs/decisions/008). It lives in src/db, not in
// features/wallet, because registration, trial play, games and payments all post entries and
// features never import each other.

export type LedgerEntry = typeof t.ledgerEntry.$inferSelect;

export interface LedgerPosting {
  walletId: number;
  /** Signed minor units: positive credits, negative debits; never zero. */
  amountMinor: number;
  /** One of LEDGER_KINDS (db/schema/ledger.ts), a closed list. */
  kind: LedgerKind;
  reference?: string | null;
  /** Unique per wallet: a retry with the same key returns the first entry and moves nothing. */
  idempotencyKey: string;
}

export async function createWallet(tx: Tx, memberId: number, currency: string) {
  const [row] = await tx.insert(t.wallet).values({ memberId, currency }).returning();
  if (!row) throw new Error('wallet insert returned no row');
  return row;
}

/**
 * Posts one entry inside the caller's transaction. The wallet row is locked first, so concurrent
 * postings to one wallet run one after another: the balance check sees every earlier posting, and
 * a concurrent retry with the same key finds the committed entry instead of racing its insert.
 */
export async function postLedgerEntry(tx: Tx, posting: LedgerPosting): Promise<LedgerEntry> {
  const { walletId, amountMinor, kind, idempotencyKey } = posting;
  if (!Number.isSafeInteger(amountMinor) || amountMinor === 0) {
    throw validationError('amountMinor', 'must be a non-zero integer of minor units');
  }
  const [locked] = await tx
    .select({ balanceMinor: t.wallet.balanceMinor })
    .from(t.wallet)
    .where(eq(t.wallet.id, walletId))
    .for('update');
  if (!locked) throw appError('NOT_FOUND', 'No such wallet.');

  const [previous] = await tx
    .select()
    .from(t.ledgerEntry)
    .where(and(eq(t.ledgerEntry.walletId, walletId), eq(t.ledgerEntry.idempotencyKey, idempotencyKey)));
  if (previous) {
    if (previous.amountMinor === amountMinor && previous.kind === kind) return previous;
    throw appError(
      'IDEMPOTENCY_CONFLICT',
      'This idempotency key was already used for a different amount or kind.',
    );
  }

  const balanceAfterMinor = locked.balanceMinor + amountMinor;
  if (!Number.isSafeInteger(balanceAfterMinor)) throw new RangeError('balance beyond safe integers');
  if (balanceAfterMinor < 0) throw appError('INSUFFICIENT_BALANCE', 'The balance is too low.');

  const [entry] = await tx
    .insert(t.ledgerEntry)
    .values({
      walletId,
      amountMinor,
      kind,
      reference: posting.reference ?? null,
      idempotencyKey,
      balanceAfterMinor,
    })
    .returning();
  if (!entry) throw new Error('ledger insert returned no row');
  await tx
    .update(t.wallet)
    .set({ balanceMinor: balanceAfterMinor, updatedAt: sql`now()` })
    .where(eq(t.wallet.id, walletId));
  return entry;
}
