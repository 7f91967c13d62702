import { asc, eq } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import { type Change, recordAudit } from '../../core/operator-audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { localizedTexts } from './localized-edit.ts';
import type { HelpItemBody, HelpItemChange, OperatorHelpItem } from './operator-schemas.ts';

// The operator's help centre (spec 2.13): add, list, change, remove; each change audited.

type Row = typeof t.helpItem.$inferSelect;

const view = (row: Row): OperatorHelpItem => ({
  id: row.id,
  title: row.title as Record<string, string>,
  content: row.content as Record<string, string>,
  position: row.position,
  enabled: row.active,
  updatedAt: row.updatedAt.toISOString(),
});

/** The row a new help item is, its HTML cleaned (also what the seed writes). */
export const helpItemValues = (body: HelpItemBody) => ({
  ...localizedTexts({ title: {}, content: {} }, body),
  position: body.position ?? 0,
  active: body.enabled ?? true,
});

/** `help:add`. */
export async function addHelpItem(db: Db, body: HelpItemBody): Promise<Change[]> {
  const values = helpItemValues(body);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(t.helpItem).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    const { updatedAt: _, ...after } = view(row);
    return recordAudit(tx, 'help:add', [{ field: `help.${row.id}`, before: null, after }]);
  });
}

async function lockedRow(tx: DbOrTx, id: number): Promise<Row> {
  const [row] = await tx.select().from(t.helpItem).where(eq(t.helpItem.id, id)).for('update');
  if (!row) throw appError('NOT_FOUND', `No help item ${id}`, { field: 'id' });
  return row;
}

/** `help:change`: titles and contents merge by language; one audit change per field that differs. */
export async function changeHelpItem(db: Db, id: number, body: HelpItemChange): Promise<Change[]> {
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, id);
    const next = {
      ...localizedTexts(before, body),
      position: body.position ?? before.position,
      active: body.enabled ?? before.active,
    };
    const [was, now] = [view(before), view({ ...before, ...next })];
    const changes = (Object.keys(was) as (keyof OperatorHelpItem)[])
      .filter((key) => key !== 'updatedAt' && JSON.stringify(was[key]) !== JSON.stringify(now[key]))
      .map((key) => ({ field: `help.${id}.${key}`, before: was[key], after: now[key] }));
    if (changes.length === 0) return [];
    await tx
      .update(t.helpItem)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(t.helpItem.id, id));
    return recordAudit(tx, 'help:change', changes);
  });
}

/** `help:remove`. */
export async function removeHelpItem(db: Db, id: number): Promise<Change[]> {
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, id);
    await tx.delete(t.helpItem).where(eq(t.helpItem.id, id));
    return recordAudit(tx, 'help:remove', [{ field: `help.${id}`, before: view(before), after: null }]);
  });
}

/** `help:list`: every item, disabled ones too, in display order. */
export async function operatorHelpItems(db: DbOrTx) {
  const rows = await db.select().from(t.helpItem).orderBy(asc(t.helpItem.position), asc(t.helpItem.id));
  return { list: rows.map(view) };
}
