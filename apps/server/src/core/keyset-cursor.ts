import { type Column, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import { validationError } from './errors.ts';

// Every member record list pages by keyset, newest first (issue 11 "Records"; decisions 069,
// 085, 091): the answer's nextCursor names the page's last row and the next page is the rows
// below it in the index's order, never an OFFSET, so pages neither skip nor repeat while rows
// arrive. The cursor is opaque to the client: base64url of a JSON array of the key's fields,
// checked against their rules when it comes back.

/** Rows per page when the query gives no limit. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * A timestamptz exactly as PostgreSQL prints it (`::text`): the microseconds kept, which a JS
 * Date would round to milliseconds and so skip rows (decision 069).
 */
export const PgTimestamp = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/));

/** A row id: a positive safe integer. */
export const RowId = z.int().check(z.positive());

type Fields = Record<string, z.ZodMiniType>;
type KeyOf<F extends Fields> = { [K in keyof F]: z.infer<F[K]> };

export interface CursorCodec<K> {
  encode(key: K): string;
  /** The key a cursor names; anything this server did not give is a 400 naming `cursor`. */
  decode(cursor: string): K;
}

/** A cursor holding `fields`, written as an array in their order. */
export function cursorCodec<F extends Fields>(fields: F): CursorCodec<KeyOf<F>> {
  const names = Object.keys(fields);
  const shape = z.tuple(Object.values(fields) as [z.ZodMiniType, ...z.ZodMiniType[]]);
  return {
    encode: (key) => Buffer.from(JSON.stringify(names.map((name) => key[name]))).toString('base64url'),
    decode(cursor) {
      let value: unknown;
      try {
        value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      } catch {
        value = undefined;
      }
      const parsed = shape.safeParse(value);
      if (!parsed.success) throw validationError('cursor', 'not a cursor this server gave');
      return Object.fromEntries(names.map((name, i) => [name, parsed.data[i]])) as KeyOf<F>;
    },
  };
}

/** The cursor of a list ordered by id alone (ids only grow, so a page is stable under inserts). */
export const idCursor = cursorCodec({ id: RowId });

/**
 * A list ordered by `id` descending (My bets, deposits, withdrawals): how many rows to ask for,
 * the condition that starts after the query's cursor, and the page those rows make.
 */
export function idKeyset(query: { cursor?: string | undefined; limit?: number | undefined }, id: Column) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = query.cursor === undefined ? undefined : idCursor.decode(query.cursor);
  return {
    ask: limit + 1,
    after: after ? lt(id, after.id) : undefined,
    page: <R>(rows: readonly R[], idOf: (row: R) => number) =>
      keysetPage(rows, limit, (last) => idCursor.encode({ id: idOf(last) })),
  };
}

/** The key of a list ordered by (time, id), the time as PostgreSQL prints it. */
export interface TimeKey {
  at: string;
  id: number;
}

/** A time column as a cursor holds it (see PgTimestamp). */
export const cursorTime = (column: Column) => sql<string>`${column}::text`;

/**
 * The rows after `key` in the order (time desc, id desc): a row comparison in the index's own
 * order, so the scan starts at the cursor. In a list of several sources (decision 085) whose key
 * is another source's row, this source's rows at the key's exact time were all `shown` already or
 * all come `next`.
 */
export function belowKey(
  time: Column,
  id: Column,
  key: TimeKey,
  sameTime: 'by-id' | 'shown' | 'next' = 'by-id',
): SQL {
  const at = sql`${key.at}::timestamptz`;
  if (sameTime === 'shown') return sql`${time} < ${at}`;
  if (sameTime === 'next') return sql`${time} <= ${at}`;
  return sql`(${time}, ${id}) < (${at}, ${key.id})`;
}

/**
 * One page from rows asked for with `limit + 1`: the extra row only says a next page exists, and
 * the cursor names the page's last row.
 */
export function keysetPage<R>(
  rows: readonly R[],
  limit: number,
  cursorOf: (last: R) => string,
): { page: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}
