import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './client.ts';

// Migration 0012 (decision 043): an announcement written before texts were per language keeps
// its title and content, now under the merchant's default language. The migrations are plain
// SQL, the same on both drivers; this runs them on PGlite only.
const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const dir = mkdtempSync(join(tmpdir(), 'lobby-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it was before issue 10 (0010 to 0012). */
function beforeIssue10(): string {
  const folder = join(dir, 'before');
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 10);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')(
  'migration 0012 (announcement texts per language)',
  () => {
    it.each([
      ['the merchant default language', true, 'EN'],
      ['MY when no merchant is seeded yet', false, 'MY'],
    ])('moves each title and content under %s', async (_label, seeded, language) => {
      const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: beforeIssue10() });
      if (seeded) {
        await client.exec(`insert into merchant (code, trial_merchant_code, name, currency_code, currency_symbol,
        main_domain, default_language, supported_languages, mobile_template_mem_cen, mobile_template_dep_func,
        logo_path, logo_alt, banner_path)
        values ('M', 'T', 'Lantern', 'MMK', 'K', 'lobby.example', 'EN', '{EN,MY}', '1', '1', 'l.svg', 'L', 'b.svg')`);
      }
      await client.exec(`insert into announcement (type, group_name, title, content, execution)
      values ('PU', 'm_home', 'Welcome', '<p>Hi</p>', 'B')`);
      await migrate(db, { migrationsFolder: MIGRATIONS });
      const { rows } = await client.query(
        'select title, content, platform, starts_at, ends_at, execution from announcement',
      );
      expect(rows).toEqual([
        {
          title: { [language]: 'Welcome' },
          content: { [language]: '<p>Hi</p>' },
          platform: 'M',
          starts_at: null,
          ends_at: null,
          execution: 'B',
        },
      ]);
      await client.close();
    });
  },
);
