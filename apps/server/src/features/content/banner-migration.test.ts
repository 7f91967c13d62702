import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { ensureBannerArtwork, homeMediaSeedDir, seedHomeMedia } from './banner-seed.ts';
import { listHomeBanners } from './banners.ts';

// Migration home_media (issue 10 item 7 of the banners brief): a merchant seeded before the carousel
// keeps its single banner, moved from the merchant row into the banner table, and its artwork
// is rendered at the next start; the seed then leaves the banner table alone.

const DRIZZLE = join(import.meta.dirname, '../../../drizzle');
const MEDIA = join(import.meta.dirname, '../../../media');
const journal: { entries: { idx: number; tag: string }[] } = JSON.parse(
  readFileSync(join(DRIZZLE, 'meta/_journal.json'), 'utf8'),
);
/** The migration that brings the carousel in, wherever it sits in the journal. */
const homeMedia = journal.entries.find((e) => e.tag.endsWith('_home_media'))?.idx ?? Number.NaN;
const mediaDir = mkdtempSync(join(tmpdir(), 'lobby-banner-migration-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

async function migrate(client: PGlite, from: number, to: number) {
  for (const { tag } of journal.entries.filter((e) => e.idx >= from && e.idx <= to)) {
    for (const statement of readFileSync(join(DRIZZLE, `${tag}.sql`), 'utf8').split(
      '--> statement-breakpoint',
    )) {
      if (statement.trim()) await client.exec(statement);
    }
  }
}

describe('migration home_media', () => {
  it("moves the merchant's banner into the banner table, then renders it at start", async () => {
    const client = await PGlite.create();
    await migrate(client, 0, homeMedia - 1);
    await client.exec(`insert into merchant (code, trial_merchant_code, name, currency_code, currency_symbol,
      main_domain, default_language, supported_languages, mobile_template_mem_cen, mobile_template_dep_func,
      logo_path, logo_alt, banner_path, banner_title, banner_text)
      values ('LOBBYDEMO', 'LOBBYDEMO_TRIAL', 'Lucky Lantern', 'MMK', 'K', 'lobby.example', 'MY', '{MY,EN}',
      '1', '1', 'brand/logo.svg', 'Lucky Lantern', 'brand/banner.svg',
      '{"MY": "ကြိုဆိုပါတယ်", "EN": "Welcome"}', '{"EN": "On the first deposit"}')`);
    await migrate(client, homeMedia, homeMedia);
    const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
    const [row] = await db.select().from(schema.banner);
    expect(row).toMatchObject({ source: 'media:brand/banner.svg', image: null, title: { EN: 'Welcome' } });
    const columns = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'merchant' and column_name like 'banner%'`,
    );
    expect(columns.rows).toEqual([]);

    mkdirSync(join(mediaDir, 'brand'), { recursive: true });
    cpSync(join(MEDIA, 'brand/banner.svg'), join(mediaDir, 'brand/banner.svg'));
    const seedDir = homeMediaSeedDir(join(import.meta.dirname, '../../../seed/demo-merchant.json'));
    expect(await seedHomeMedia(db, mediaDir, seedDir)).toEqual({ banners: 0, hotMatches: 4 });
    await ensureBannerArtwork(db, mediaDir, seedDir, () => {});
    const shown = await listHomeBanners(db, 'EN', 'MY', new Date());
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: 'Welcome',
      text: 'On the first deposit',
      action: { kind: 'none' },
    });
    expect(shown[0]?.image.srcset).toMatch(/390\.jpg 390w, .*750\.jpg 750w, .*1080\.jpg 1080w$/);
    await client.close();
  });
});
