import type { HotMatch } from '@lobby/shared';
import type { DbOrTx } from '../../db/client.ts';

// Hot matches (spec 2.4, 3 "Hot match"; issue 10). Placeholder until the hot-matches work lands.

/** The enabled hot matches whose time window holds `now`, by match time. */
export async function listHotMatches(_db: DbOrTx, _now: Date): Promise<HotMatch[]> {
  return [];
}
