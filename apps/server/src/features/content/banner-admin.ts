import type { BannerAction, LocalizedText } from '@lobby/shared';
import { asc, eq } from 'drizzle-orm';
import { appError, validationError } from '../../core/errors.ts';
import { type Change, recordAudit } from '../../core/operator-audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { checkBannerUpload, renderBannerVariants, responsiveImage } from './banner-images.ts';
import type { BannerBody, BannerPatch } from './banner-schemas.ts';

// The operator's banner commands (issue 10 "Operator"): each change and its audit row in one
// transaction; the routes publish 'content' once it has committed.

type BannerRow = typeof t.banner.$inferSelect;
type BannerValues = Partial<typeof t.banner.$inferInsert>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The stored fields as the operator reads them (and as the audit records them). */
export function operatorBanner(row: BannerRow) {
  return {
    id: row.id,
    position: row.position,
    enabled: row.enabled,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    title: row.title,
    text: row.text,
    button: row.button,
    alt: row.alt,
    action: row.action,
    source: row.source,
    image: row.image ? responsiveImage(row.image) : null,
  };
}

export async function listOperatorBanners(db: DbOrTx) {
  const rows = await db.select().from(t.banner).orderBy(asc(t.banner.position), asc(t.banner.id));
  return { list: rows.map(operatorBanner) };
}

/** Empty texts are no text: the reader then gets the fallback language's. */
const texts = (text: LocalizedText) => Object.fromEntries(Object.entries(text).filter(([, value]) => value));
const edge = (value: string | null | undefined) =>
  value === undefined ? undefined : value ? new Date(value) : null;

/**
 * The columns a body sets; absent fields are left out, so a change keeps them. A change's texts
 * are merged into the stored ones language by language (an empty text removes that language).
 */
function valuesOf(body: BannerPatch, before?: BannerRow): BannerValues {
  const merged = (key: 'title' | 'text' | 'button' | 'alt') => {
    const given = body[key];
    return given && texts({ ...(before?.[key] ?? {}), ...given });
  };
  const values: BannerValues = {
    title: merged('title'),
    text: merged('text'),
    button: merged('button'),
    alt: merged('alt'),
    action: body.action as BannerAction | undefined,
    position: body.position,
    enabled: body.enabled,
    startsAt: edge(body.startsAt),
    endsAt: edge(body.endsAt),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** A window that closes before it opens would hide the banner for ever: refused by name. */
export function checkWindow(startsAt: Date | null | undefined, endsAt: Date | null | undefined) {
  if (startsAt && endsAt && startsAt >= endsAt) throw validationError('endsAt', 'must be after startsAt');
}

/** One audit line per field whose value differs, as `<prefix>.<field>`. */
export function changesOf(prefix: string, before: Record<string, unknown>, after: Record<string, unknown>) {
  return Object.keys(after).flatMap((key): Change[] =>
    JSON.stringify(before[key]) === JSON.stringify(after[key])
      ? []
      : [{ field: `${prefix}.${key}`, before: before[key] ?? null, after: after[key] ?? null }],
  );
}

const notFound = (id: number) => appError('NOT_FOUND', `No banner ${id}.`);

/** banner:add. The artwork follows with banner:image; until then the banner is not shown. */
export async function addBanner(db: Db, body: BannerBody): Promise<Change[]> {
  const values = valuesOf(body);
  checkWindow(values.startsAt, values.endsAt);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(t.banner).values(values).returning();
    if (!row) throw new Error('banner insert returned no row');
    const { id, image: _image, ...after } = operatorBanner(row);
    return recordAudit(tx, 'banner:add', [{ field: `banner.${id}`, before: null, after }]);
  });
}

async function lockedRow(tx: DbOrTx, id: number): Promise<BannerRow> {
  const [row] = await tx.select().from(t.banner).where(eq(t.banner.id, id)).for('update');
  if (!row) throw notFound(id);
  return row;
}

/** banner:change (and banner:enable / banner:disable): only the fields given change. */
export async function changeBanner(db: Db, id: number, body: BannerPatch, command = 'banner:change') {
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, id);
    const values = valuesOf(body, before);
    checkWindow(
      values.startsAt === undefined ? before.startsAt : values.startsAt,
      values.endsAt === undefined ? before.endsAt : values.endsAt,
    );
    const view = operatorBanner({ ...before, ...values } as BannerRow);
    const changes = changesOf(`banner.${id}`, operatorBanner(before), pick(view, Object.keys(values)));
    if (changes.length === 0) return [];
    await tx
      .update(t.banner)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(t.banner.id, id));
    return recordAudit(tx, command, changes);
  });
}

const pick = (value: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]]));

/** banner:remove. Its variants stay on disk: a page loaded a moment ago may still show them. */
export async function removeBanner(db: Db, id: number): Promise<Change[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(t.banner).where(eq(t.banner.id, id)).returning();
    if (!row) throw notFound(id);
    const { id: _id, ...before } = operatorBanner(row);
    return recordAudit(tx, 'banner:remove', [{ field: `banner.${id}`, before, after: null }]);
  });
}

/**
 * banner:image: an uploaded png, jpg or webp, checked (type, 5 MB, decodable, 2.5:1 and at least
 * 750x300) before anything is written, then rendered into variants without its metadata.
 */
export async function setBannerImage(
  db: Db,
  mediaDir: string,
  id: number,
  upload: { bytes: Buffer; contentType: string },
): Promise<Change[]> {
  const [exists] = await db.select({ id: t.banner.id }).from(t.banner).where(eq(t.banner.id, id));
  if (!exists) throw notFound(id);
  await checkBannerUpload(upload.bytes, upload.contentType);
  const image = await renderBannerVariants(mediaDir, id, upload.bytes);
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, id);
    await tx
      .update(t.banner)
      .set({ image, source: 'upload', updatedAt: new Date() })
      .where(eq(t.banner.id, id));
    const change = { field: `banner.${id}.image`, before: before.image?.dir ?? null, after: image.dir };
    return recordAudit(tx, 'banner:image', [change]);
  });
}
