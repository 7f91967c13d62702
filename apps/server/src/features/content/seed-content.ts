import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod/mini';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { announcementValues } from './announcement-operator.ts';
import { helpItemValues } from './help-operator.ts';
import { AnnouncementBody, HelpItemBody, ServiceBarBody } from './operator-schemas.ts';

// The demo merchant's content (issue 10): notices, popups, lobby news, help items and the
// service bar's links, from seed/content/*.json, each written only while its table is empty, so
// what the operator changes survives every restart. Checked with the operator API's own rules.

function read<T>(dir: string, file: string, schema: z.ZodMiniType<T>): T | undefined {
  const path = join(dir, file);
  if (!existsSync(path)) return undefined;
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`Invalid content seed ${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const isEmpty = async (db: DbOrTx, table: typeof t.announcement | typeof t.helpItem | typeof t.serviceBar) =>
  (await db.select({ id: table.id }).from(table).limit(1)).length === 0;

/** Returns what it wrote: announcements and help items counted, the service bar as 0 or 1. */
export async function seedContent(db: Db, dir: string) {
  const announcements = read(dir, 'announcements.json', z.array(AnnouncementBody)) ?? [];
  const help = read(dir, 'help.json', z.array(HelpItemBody)) ?? [];
  const serviceBar = read(dir, 'service-bar.json', ServiceBarBody);
  const written = { announcements: 0, help: 0, serviceBar: 0 };
  await db.transaction(async (tx) => {
    if (announcements.length > 0 && (await isEmpty(tx, t.announcement))) {
      await tx.insert(t.announcement).values(announcements.map(announcementValues));
      written.announcements = announcements.length;
    }
    if (help.length > 0 && (await isEmpty(tx, t.helpItem))) {
      const rows = help.map((item, index) => helpItemValues({ position: index, ...item }));
      await tx.insert(t.helpItem).values(rows);
      written.help = help.length;
    }
    if (serviceBar && (await isEmpty(tx, t.serviceBar))) {
      await tx.insert(t.serviceBar).values({ id: 1, ...serviceBar });
      written.serviceBar = 1;
    }
  });
  return written;
}

/** The content seed sits beside the merchant seed file, in content/. */
export const contentSeedDir = (seedFile: string) => join(dirname(seedFile), 'content');
