import {
  AGENT_TRANSACTION_KINDS,
  RECORDS_TIME_ZONE,
  TRANSACTION_KINDS,
  type Transaction,
  type TransactionKindsResponse,
  type TransactionsQuery,
  type TransactionsResponse,
} from '@lobby/shared';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { validationError } from '../../core/errors.ts';
import { walletOf } from '../../core/ledger.ts';
import { recordDateRange } from '../../core/merchant-days.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { LedgerKind } from '../../db/schema/index.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';

// The member's transaction record, /m/transaction/record (issue 11 "Records"; spec 7 "Wallet:
// transaction details, transaction codes"; decision 069): every ledger transfer of the member's
// wallet, newest first, by keyset on (created_at, id) over ledger_transfer_wallet_created_idx.

export const DEFAULT_PAGE_SIZE = 20;

/**
 * The cursor is opaque to the client: base64url of the last row's created_at, exactly as
 * PostgreSQL prints it (microseconds; a JS Date would round them to ms and skip rows), and its id.
 */
export function encodeCursor(createdAt: string, id: number): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: string; id: number } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(value[0]) &&
      Number.isSafeInteger(value[1]) &&
      value[1] > 0
    ) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // Falls through to the validation error below.
  }
  throw validationError('cursor', 'not a cursor this server gave');
}

/** The kinds a query asks for, or undefined for every kind. */
export function wantedKinds(query: Pick<TransactionsQuery, 'kinds' | 'types'>): LedgerKind[] | undefined {
  let kinds: LedgerKind[] | undefined = query.kinds
    ? ([...new Set(query.kinds.split(','))] as LedgerKind[])
    : undefined;
  if (query.types === 'A') {
    const agent: readonly string[] = AGENT_TRANSACTION_KINDS;
    kinds = (kinds ?? [...AGENT_TRANSACTION_KINDS]).filter((kind) => agent.includes(kind));
  }
  return kinds;
}

const lt_ = t.ledgerTransfer;

export interface TransactionsSelect {
  walletId: number;
  kinds?: LedgerKind[] | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
  after?: { createdAt: string; id: number } | undefined;
  limit: number;
}

/**
 * The keyset query itself, apart so the plan test and the bench EXPLAIN exactly what the API
 * runs: walks ledger_transfer_wallet_created_idx backwards from the cursor, no OFFSET.
 */
export function transactionsSelect(db: DbOrTx, q: TransactionsSelect) {
  return db
    .select({
      id: lt_.id,
      kind: lt_.kind,
      direction: lt_.direction,
      amountMinor: lt_.amountMinor,
      state: lt_.state,
      balanceAfterMinor: lt_.walletBalanceAfterMinor,
      referenceType: lt_.referenceType,
      referenceId: lt_.referenceId,
      createdAt: lt_.createdAt,
      createdAtText: sql<string>`${lt_.createdAt}::text`,
    })
    .from(lt_)
    .where(
      and(
        eq(lt_.walletId, q.walletId),
        q.kinds ? inArray(lt_.kind, q.kinds) : undefined,
        q.start ? gte(lt_.createdAt, q.start) : undefined,
        q.end ? lt(lt_.createdAt, q.end) : undefined,
        // A row comparison: the index's order, so the scan starts at the cursor.
        q.after
          ? sql`(${lt_.createdAt}, ${lt_.id}) < (${q.after.createdAt}::timestamptz, ${q.after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(lt_.createdAt), desc(lt_.id))
    .limit(q.limit);
}

export async function listTransactions(
  db: DbOrTx,
  memberId: number,
  query: TransactionsQuery,
  timeZone: string = RECORDS_TIME_ZONE,
): Promise<TransactionsResponse> {
  const range = recordDateRange(query, timeZone);
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const kinds = wantedKinds(query);
  const wallet = await walletOf(db, memberId);
  if (!wallet || kinds?.length === 0) return { list: [], nextCursor: null };
  const rows = await transactionsSelect(db, {
    walletId: wallet.id,
    kinds,
    ...range,
    after,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    list: page.map(
      (row): Transaction => ({
        id: String(row.id),
        kind: row.kind,
        amount: formatMinorUnits(row.direction === 'credit' ? row.amountMinor : -row.amountMinor),
        balanceAfter: row.balanceAfterMinor === null ? null : formatMinorUnits(row.balanceAfterMinor),
        state: row.state,
        reference:
          row.referenceType === null ? null : { type: row.referenceType, id: String(row.referenceId ?? '') },
        createdAt: row.createdAt.getTime(),
      }),
    ),
    nextCursor: rows.length > limit && last ? encodeCursor(last.createdAtText, last.id) : null,
  };
}

/** spec 7 "transaction codes". */
export function transactionKinds(): TransactionKindsResponse {
  const agent: readonly string[] = AGENT_TRANSACTION_KINDS;
  return { kinds: TRANSACTION_KINDS.map((code) => ({ code, agent: agent.includes(code) })) };
}
