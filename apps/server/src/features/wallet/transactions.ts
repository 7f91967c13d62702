import {
  AGENT_TRANSACTION_KINDS,
  RECORDS_TIME_ZONE,
  TRANSACTION_KINDS,
  type Transaction,
  type TransactionKindsResponse,
  type TransactionsQuery,
  type TransactionsResponse,
} from '@lobby/shared';
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  belowKey,
  cursorCodec,
  cursorTime,
  DEFAULT_PAGE_SIZE,
  keysetPage,
  PgTimestamp,
  RowId,
  type TimeKey,
} from '../../core/keyset-cursor.ts';
import { walletOf } from '../../core/ledger.ts';
import { recordDateRange } from '../../core/merchant-days.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { LedgerKind } from '../../db/schema/index.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';

// The member's transaction record, /m/transaction/record (issue 11 "Records"; spec 7 "Wallet:
// transaction details, transaction codes"; decision 069): every ledger transfer of the member's
// wallet, newest first, by keyset on (created_at, id) over ledger_transfer_wallet_created_idx.

/** The cursor names the page's last transfer: its created_at as PostgreSQL prints it, and its id. */
export const transactionCursor = cursorCodec({ at: PgTimestamp, id: RowId });

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
  after?: TimeKey | undefined;
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
      createdAtText: cursorTime(lt_.createdAt),
    })
    .from(lt_)
    .where(
      and(
        eq(lt_.walletId, q.walletId),
        q.kinds ? inArray(lt_.kind, q.kinds) : undefined,
        q.start ? gte(lt_.createdAt, q.start) : undefined,
        q.end ? lt(lt_.createdAt, q.end) : undefined,
        q.after ? belowKey(lt_.createdAt, lt_.id, q.after) : undefined,
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
  const after = query.cursor === undefined ? undefined : transactionCursor.decode(query.cursor);
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
  const { page, nextCursor } = keysetPage(rows, limit, (last) =>
    transactionCursor.encode({ at: last.createdAtText, id: last.id }),
  );
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
    nextCursor,
  };
}

/** spec 7 "transaction codes". */
export function transactionKinds(): TransactionKindsResponse {
  const agent: readonly string[] = AGENT_TRANSACTION_KINDS;
  return { kinds: TRANSACTION_KINDS.map((code) => ({ code, agent: agent.includes(code) })) };
}
