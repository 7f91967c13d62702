import type { HomeBanner, LanguageCode, LocalizedText } from '@lobby/shared';
import { and, asc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { responsiveImage } from './banner-images.ts';

// Home banners (spec 2.4 "Banner carousel", 3 "Banner"; issue 10, decision 045).

/** A carousel of more is a carousel nobody sees the end of; the cap keeps the answer small. */
export const HOME_BANNERS_LIMIT = 10;

/**
 * A merchant text in `language`, else the merchant's default language, else English, else any
 * (decision 038's order, done once on the server so the answer carries one string).
 */
export function localized(
  text: LocalizedText,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
): string {
  return text[language] || text[defaultLanguage] || text.EN || Object.values(text).find(Boolean) || '';
}

/** Enabled banners with artwork whose window has not ended, in display order. */
function candidateRows(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(t.banner)
    .where(
      and(
        eq(t.banner.enabled, true),
        isNotNull(t.banner.image),
        or(isNull(t.banner.endsAt), gt(t.banner.endsAt, now)),
      ),
    )
    .orderBy(asc(t.banner.position), asc(t.banner.id))
    .limit(100);
}

/**
 * The banners shown at `now`, and when that answer next changes by itself (a window opening or
 * closing), so a cache of it knows when to stop answering it.
 */
export async function homeBannersAt(
  db: DbOrTx,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
  now: Date,
): Promise<{ list: HomeBanner[]; nextChange: Date | null }> {
  const rows = await candidateRows(db, now);
  const changes = rows
    .flatMap((row) => [row.startsAt, row.endsAt])
    .filter((at): at is Date => at !== null && at > now);
  const list: HomeBanner[] = rows
    .filter((row) => row.image && (row.startsAt === null || row.startsAt <= now))
    .slice(0, HOME_BANNERS_LIMIT)
    .flatMap((row) =>
      row.image
        ? [
            {
              id: row.id,
              image: responsiveImage(row.image),
              alt: localized(row.alt, language, defaultLanguage),
              title: localized(row.title, language, defaultLanguage),
              text: localized(row.text, language, defaultLanguage),
              button: localized(row.button, language, defaultLanguage),
              action: row.action,
            },
          ]
        : [],
    );
  const next = changes.reduce<Date | null>((soonest, at) => (soonest && soonest <= at ? soonest : at), null);
  return { list, nextChange: next };
}

/** The enabled banners whose time window holds `now`, in order, in `language` (else the default). */
export async function listHomeBanners(
  db: DbOrTx,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
  now: Date,
): Promise<HomeBanner[]> {
  return (await homeBannersAt(db, language, defaultLanguage, now)).list;
}
