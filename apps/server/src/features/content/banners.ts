import type { HomeBanner, LanguageCode } from '@lobby/shared';
import type { DbOrTx } from '../../db/client.ts';

// Home banners (spec 2.4, 3 "Banner"; issue 10). Placeholder until the banners work lands.

/** The enabled banners whose time window holds `now`, in order, in `language` (else the default). */
export async function listHomeBanners(
  _db: DbOrTx,
  _language: LanguageCode,
  _defaultLanguage: LanguageCode,
  _now: Date,
): Promise<HomeBanner[]> {
  return [];
}
