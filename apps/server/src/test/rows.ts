import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/** How many rows `table` holds. */
export async function countRows(db: DbOrTx, table: PgTable): Promise<number> {
  return (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
}
