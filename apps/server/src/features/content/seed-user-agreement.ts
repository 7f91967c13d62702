import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isLanguageCode } from '@lobby/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { sanitizeAnnouncementHtml } from '../../lib/sanitize-html.ts';

/**
 * The demo merchant's user agreement (decision 041): `<dir>/<language>.html` (en.html, my.html),
 * written only while no agreement exists, so an operator's text survives every restart.
 * Returns how many languages it wrote.
 */
export async function seedUserAgreement(db: Db, dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const rows = readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ language: file.slice(0, -'.html'.length).toUpperCase(), file }))
    .filter(({ language }) => isLanguageCode(language))
    .map(({ language, file }) => ({
      language,
      html: sanitizeAnnouncementHtml(readFileSync(join(dir, file), 'utf8')).trim(),
    }));
  if (rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    const existing = await tx.select({ language: t.userAgreement.language }).from(t.userAgreement).limit(1);
    if (existing.length > 0) return 0;
    await tx.insert(t.userAgreement).values(rows);
    return rows.length;
  });
}

/** The agreement texts sit beside the merchant seed file, in user-agreement/. */
export const userAgreementSeedDir = (seedFile: string) => join(dirname(seedFile), 'user-agreement');
