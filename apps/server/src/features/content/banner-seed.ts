import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { BannerAction, LocalizedText } from '@lobby/shared';
import { eq, like, or, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { renderBannerVariants } from './banner-images.ts';

// The demo merchant's living home (issue 10 "Seed"): three banners with bundled, text-free
// artwork (seed/banners/*.svg) and their words in every language, and four hot matches in the
// coming days with bundled team badges (media/teams/*.svg). Written only into empty tables, so
// the operator's changes survive every restart.

const SeedFile = z.object({
  banners: z.array(
    z.object({
      artwork: z.string().check(z.regex(/^[a-z0-9-]+\.svg$/)),
      title: LocalizedText,
      text: LocalizedText,
      button: LocalizedText,
      action: BannerAction,
    }),
  ),
  hotMatches: z.array(
    z.object({
      /** Days after the seed runs, at a UTC time of day ("13:30" is 20:00 in Yangon). */
      inDays: z.number(),
      atUtc: z.string().check(z.regex(/^\d\d:\d\d$/)),
      league: z.string(),
      homeTeam: z.string(),
      awayTeam: z.string(),
      homeBadge: z.string(),
      awayBadge: z.string(),
      vendor: z.string(),
      roomId: z.string(),
      nodeId: z.string(),
    }),
  ),
});

/** The home media seed sits beside the merchant's seed file (SEED_FILE). */
export const homeMediaSeedDir = (seedFile: string) => join(dirname(seedFile), 'banners');

const readSeed = (seedDir: string) =>
  SeedFile.parse(JSON.parse(readFileSync(join(seedDir, 'home-media.json'), 'utf8')));

/** A day `inDays` after `now` at `atUtc`. */
function matchTime(now: Date, inDays: number, atUtc: string): Date {
  const [hours, minutes] = atUtc.split(':').map(Number);
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + inDays));
  return new Date(day.getTime() + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000);
}

/**
 * Seeds the banners and the hot matches, each only into an empty table (the old single banner,
 * moved in by migration home_media, counts as the merchant's). Returns what it wrote.
 */
export async function seedHomeMedia(db: Db, mediaDir: string, seedDir: string, now = new Date()) {
  const seed = readSeed(seedDir);
  return db.transaction(async (tx) => {
    // One seeder at a time, also outside the start-up lock (tests, a second node).
    await tx.execute(sql`lock table ${t.banner}, ${t.hotMatch} in exclusive mode`);
    const [banners] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.banner);
    const [matches] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.hotMatch);
    const wrote = { banners: 0, hotMatches: 0 };
    if (banners?.n === 0) {
      for (const [position, item] of seed.banners.entries()) {
        const source = `seed:${item.artwork}`;
        const { artwork: _artwork, ...words } = item;
        const [row] = await tx
          .insert(t.banner)
          .values({ ...words, source, position })
          .returning({ id: t.banner.id });
        if (!row) throw new Error('banner insert returned no row');
        const image = await renderBannerVariants(mediaDir, row.id, readFileSync(join(seedDir, item.artwork)));
        await tx.update(t.banner).set({ image }).where(eq(t.banner.id, row.id));
        wrote.banners += 1;
      }
    }
    if (matches?.n === 0 && seed.hotMatches.length > 0) {
      await tx.insert(t.hotMatch).values(
        seed.hotMatches.map(({ inDays, atUtc, homeBadge, awayBadge, ...match }) => ({
          ...match,
          homeTeamImageUrl: `/media/teams/${homeBadge}`,
          awayTeamImageUrl: `/media/teams/${awayBadge}`,
          matchTime: matchTime(now, inDays, atUtc),
          startsAt: now,
        })),
      );
      wrote.hotMatches = seed.hotMatches.length;
    }
    return wrote;
  });
}

/** `seed:<file>` in the seed directory, `media:<path>` in MEDIA_DIR; never outside them. */
function sourceFile(source: string, mediaDir: string, seedDir: string): string | undefined {
  const [kind, name] = [source.slice(0, source.indexOf(':')), source.slice(source.indexOf(':') + 1)];
  const root = kind === 'seed' ? seedDir : kind === 'media' ? mediaDir : undefined;
  if (!root) return undefined;
  const path = resolve(root, name);
  return relative(root, path).startsWith('..') ? undefined : path;
}

/**
 * Renders the variants a bundled banner lacks: the old single banner after migration home_media, or
 * generated files someone deleted (they are made again from the same artwork, under the same
 * names). Uploaded artwork exists only as its variants; MEDIA_DIR must be kept (decision 045).
 */
export async function ensureBannerArtwork(
  db: Db,
  mediaDir: string,
  seedDir: string,
  log: (line: string) => void,
) {
  const rows = await db
    .select({ id: t.banner.id, source: t.banner.source, image: t.banner.image })
    .from(t.banner)
    .where(or(like(t.banner.source, 'seed:%'), like(t.banner.source, 'media:%')));
  for (const row of rows) {
    if (!row.source || (row.image && existsSync(join(mediaDir, row.image.dir)))) continue;
    const file = sourceFile(row.source, mediaDir, seedDir);
    if (!file || !existsSync(file)) {
      log(`banner ${row.id}: artwork ${row.source} not found; it stays hidden until an image is uploaded`);
      continue;
    }
    const image = await renderBannerVariants(mediaDir, row.id, readFileSync(file));
    await db.update(t.banner).set({ image }).where(eq(t.banner.id, row.id));
  }
}
