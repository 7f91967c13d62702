import { asc, eq } from 'drizzle-orm';
import { appError, validationError } from '../../core/errors.ts';
import { type Change, recordAudit } from '../../core/operator-audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { changesOf } from './banner-admin.ts';
import type { HotMatchBody, HotMatchPatch } from './hot-match-schemas.ts';
import { publicHotMatch } from './hot-matches.ts';

// The operator's hot-match commands (issue 10 "Operator"): each change and its audit row in one
// transaction; the routes publish 'content' once it has committed.

type HotMatchRow = typeof t.hotMatch.$inferSelect;
type HotMatchValues = Partial<typeof t.hotMatch.$inferInsert>;

/** The stored fields as the operator reads them (and as the audit records them). */
export function operatorHotMatch(row: HotMatchRow) {
  return {
    ...publicHotMatch(row),
    enabled: row.enabled,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
  };
}

export async function listOperatorHotMatches(db: DbOrTx) {
  const rows = await db.select().from(t.hotMatch).orderBy(asc(t.hotMatch.matchTime), asc(t.hotMatch.id));
  return { list: rows.map(operatorHotMatch) };
}

function valuesOf(body: HotMatchPatch): HotMatchValues {
  const { matchTime, startsAt, endsAt, ...rest } = body;
  const values: HotMatchValues = {
    ...rest,
    matchTime: matchTime === undefined ? undefined : new Date(matchTime),
    startsAt: startsAt === undefined ? undefined : new Date(startsAt),
    endsAt: endsAt === undefined ? undefined : endsAt === null ? null : new Date(endsAt),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** A window that closes before it opens (by default at kick-off) would never show the match. */
function checkWindow(startsAt: Date, endsAt: Date | null, matchTime: Date) {
  if (endsAt && endsAt <= startsAt) throw validationError('endsAt', 'must be after startsAt');
  if (!endsAt && matchTime <= startsAt) {
    throw validationError('matchTime', 'must be after startsAt (the match is shown until it starts)');
  }
}

const notFound = (id: number) => appError('NOT_FOUND', `No hot match ${id}.`);

/** hot-match:add: shown from now (or startsAt) until the match time (or endsAt). */
export async function addHotMatch(db: Db, body: HotMatchBody): Promise<Change[]> {
  const values = valuesOf(body) as typeof t.hotMatch.$inferInsert;
  values.startsAt ??= new Date();
  checkWindow(values.startsAt, values.endsAt ?? null, values.matchTime);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(t.hotMatch).values(values).returning();
    if (!row) throw new Error('hot match insert returned no row');
    const { id, ...after } = operatorHotMatch(row);
    return recordAudit(tx, 'hot-match:add', [{ field: `hotMatch.${id}`, before: null, after }]);
  });
}

/** hot-match:change (and hot-match:enable / hot-match:disable): only the fields given change. */
export async function changeHotMatch(db: Db, id: number, body: HotMatchPatch, command = 'hot-match:change') {
  const values = valuesOf(body);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(t.hotMatch).where(eq(t.hotMatch.id, id)).for('update');
    if (!before) throw notFound(id);
    const next = { ...before, ...values } as HotMatchRow;
    checkWindow(next.startsAt, next.endsAt, next.matchTime);
    const view = operatorHotMatch(next) as Record<string, unknown>;
    const after = Object.fromEntries(Object.keys(values).map((key) => [key, view[key]]));
    const changes = changesOf(`hotMatch.${id}`, operatorHotMatch(before), after);
    if (changes.length === 0) return [];
    await tx.update(t.hotMatch).set(values).where(eq(t.hotMatch.id, id));
    return recordAudit(tx, command, changes);
  });
}

/** hot-match:remove. */
export async function removeHotMatch(db: Db, id: number): Promise<Change[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(t.hotMatch).where(eq(t.hotMatch.id, id)).returning();
    if (!row) throw notFound(id);
    const { id: _id, ...before } = operatorHotMatch(row);
    return recordAudit(tx, 'hot-match:remove', [{ field: `hotMatch.${id}`, before, after: null }]);
  });
}
