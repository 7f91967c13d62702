import { desc, eq, sql } from 'drizzle-orm';
import { MERCHANT_ID, type OperatorConfig, requireMerchantConfig } from '../../core/merchant-config.ts';
import { type Change, recordAudit } from '../../core/operator-audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export interface Plan {
  changes: Change[];
  write(tx: Tx): Promise<void>;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** One change record per field whose value differs. */
export function diff(fields: { field: string; before: unknown; after: unknown }[]): Change[] {
  return fields.filter((f) => !same(f.before, f.after));
}

/**
 * Runs one operator command: the change and its audit row commit together or not at all; the
 * merchant row is locked first so two operators cannot interleave read and write.
 */
export async function runCommand(
  db: Db,
  command: string,
  plan: (current: OperatorConfig) => Plan,
): Promise<Change[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: t.merchant.id }).from(t.merchant).for('update');
    const current = await requireMerchantConfig(tx);
    const { changes, write } = plan(current);
    if (changes.length === 0) return [];
    await write(tx);
    await tx.update(t.merchant).set({ updatedAt: sql`now()` }).where(eq(t.merchant.id, MERCHANT_ID));
    return recordAudit(tx, command, changes);
  });
}

export async function listAudit(db: Db, limit: number) {
  const rows = await db.select().from(t.operatorAudit).orderBy(desc(t.operatorAudit.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    command: row.command,
    changes: row.changes as Change[],
  }));
}
