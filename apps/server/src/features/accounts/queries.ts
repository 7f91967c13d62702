import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

export type NewMember = typeof t.member.$inferInsert;
export type NewSession = typeof t.memberSession.$inferInsert;

export async function merchantCurrency(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ code: t.merchant.currencyCode })
    .from(t.merchant)
    .where(eq(t.merchant.id, 1));
  return row?.code;
}

export async function insertMember(db: DbOrTx, values: NewMember) {
  const [row] = await db.insert(t.member).values(values).returning();
  if (!row) throw new Error('member insert returned no row');
  return row;
}

export async function insertSession(db: DbOrTx, values: NewSession) {
  const [row] = await db.insert(t.memberSession).values(values).returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}
