import { asc, eq } from 'drizzle-orm';
import { appError, validationError } from '../../core/errors.ts';
import { type Change, recordAudit } from '../../core/operator-audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { localizedTexts } from './localized-edit.ts';
import type { AnnouncementBody, AnnouncementChange, OperatorAnnouncement } from './operator-schemas.ts';

// The operator's announcements (spec 3, 4, 7 "Announcements"): add, list, change, enable,
// disable, remove; each change audited in its own transaction (decision 043).

type Row = typeof t.announcement.$inferSelect;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

function view(row: Row): OperatorAnnouncement {
  return {
    id: row.id,
    type: row.type,
    group: row.groupName,
    platform: row.platform,
    title: row.title as Record<string, string>,
    content: row.content as Record<string, string>,
    execution: row.execution,
    promotionType: row.promotionType,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    position: row.position,
    enabled: row.active,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A window bound from the body: undefined keeps the old one, null opens that side. */
const instant = (given: string | null | undefined, before: Date | null) =>
  given === undefined ? before : given === null ? null : new Date(given);

/** The row an add or change leads to, checked as a whole: popups need an execution, windows an order. */
function planned(before: Omit<Row, 'id' | 'publishedAt' | 'updatedAt'>, body: AnnouncementChange) {
  const next = {
    type: body.type ?? before.type,
    groupName: body.group ?? before.groupName,
    platform: body.platform ?? before.platform,
    ...localizedTexts(before, body),
    execution: body.execution === undefined ? before.execution : body.execution,
    promotionType: body.promotionType === undefined ? before.promotionType : body.promotionType,
    startsAt: instant(body.startsAt, before.startsAt),
    endsAt: instant(body.endsAt, before.endsAt),
    position: body.position ?? before.position,
    active: body.enabled ?? before.active,
  };
  // spec 4: a popup shows to guests (B), members (A) or on first login (F); nothing else has one.
  if (next.type === 'PU' && next.execution === null)
    throw validationError('execution', 'a popup needs A, B or F');
  if (next.type !== 'PU' && next.execution !== null)
    throw validationError('execution', 'only popups (PU) have one');
  // Decision 051: a promotion code gives a popup its go-to button; other types show no popup.
  if (next.type !== 'PU' && next.promotionType !== null)
    throw validationError('promotionType', 'only popups (PU) have one');
  if (next.startsAt && next.endsAt && next.startsAt >= next.endsAt) {
    throw validationError('endsAt', 'must be after startsAt');
  }
  return next;
}

const EMPTY = {
  type: 'PL',
  groupName: 'm_home',
  platform: 'M',
  title: {},
  content: {},
  execution: null,
  promotionType: null,
  startsAt: null,
  endsAt: null,
  position: 0,
  active: true,
};

/** The row a new announcement is: checked, its HTML cleaned (also what the seed writes). */
export const announcementValues = (body: AnnouncementBody) => planned(EMPTY, body);

/** `announcement:add`. */
export async function addAnnouncement(db: Db, body: AnnouncementBody): Promise<Change[]> {
  const values = announcementValues(body);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(t.announcement).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    const { updatedAt: _, ...after } = view(row);
    return recordAudit(tx, 'announcement:add', [{ field: `announcement.${row.id}`, before: null, after }]);
  });
}

async function lockedRow(tx: DbOrTx, id: number): Promise<Row> {
  const [row] = await tx.select().from(t.announcement).where(eq(t.announcement.id, id)).for('update');
  if (!row) throw appError('NOT_FOUND', `No announcement ${id}`, { field: 'id' });
  return row;
}

/** A body that only switches `enabled` is audited as enable or disable; anything else as change. */
const commandOf = (body: AnnouncementChange) =>
  Object.keys(body).length === 1 && body.enabled !== undefined
    ? `announcement:${body.enabled ? 'enable' : 'disable'}`
    : 'announcement:change';

/** `announcement:change`, `:enable`, `:disable`: one audit change per field that differs. */
export async function changeAnnouncement(db: Db, id: number, body: AnnouncementChange): Promise<Change[]> {
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, id);
    const next = planned(before, body);
    const [was, now] = [view(before), view({ ...before, ...next })];
    const changes = (Object.keys(was) as (keyof OperatorAnnouncement)[])
      .filter((key) => key !== 'updatedAt' && JSON.stringify(was[key]) !== JSON.stringify(now[key]))
      .map((key) => ({ field: `announcement.${id}.${key}`, before: was[key], after: now[key] }));
    // Nothing differs: nothing written, nothing audited.
    if (changes.length === 0) return [];
    await tx
      .update(t.announcement)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(t.announcement.id, id));
    return recordAudit(tx, commandOf(body), changes);
  });
}

/** `announcement:remove`. */
export async function removeAnnouncement(db: Db, id: number): Promise<Change[]> {
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, id);
    await tx.delete(t.announcement).where(eq(t.announcement.id, id));
    return recordAudit(tx, 'announcement:remove', [
      { field: `announcement.${id}`, before: view(before), after: null },
    ]);
  });
}

/** `announcement:list`: every announcement with all its languages, by group, type and order. */
export async function operatorAnnouncements(db: DbOrTx) {
  const rows = await db
    .select()
    .from(t.announcement)
    .orderBy(
      asc(t.announcement.groupName),
      asc(t.announcement.type),
      asc(t.announcement.position),
      asc(t.announcement.id),
    );
  return { list: rows.map(view) };
}
