import type {
  GameListQuery,
  HotGamesQuery,
  LanguageCode,
  VassalagesQuery,
  VendorGameTypesQuery,
} from '@lobby/shared';
import type { z } from 'zod/mini';
import { answerCache, type CachedAnswer, type Computed } from '../../core/answer-cache.ts';
import { merchantNotConfigured, validationError } from '../../core/errors.ts';
import { invalidatedValue } from '../../core/invalidated-value.ts';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import type { StartupBaseReader } from '../../core/startup-base.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Languages, maintenanceEdges } from './catalogue-items.ts';
import { gameList, hotGames } from './catalogue-list.ts';
import { vassalages, vendorGameTypes } from './catalogue-vendors.ts';
import { keptCounts } from './games-cache.ts';

// The public catalogue calls of spec 7 "Games", each answer kept per node (decision 073).

/** A lost invalidation, or a change written in SQL behind the operator API, shows within this. */
export const CATALOGUE_MAX_AGE_MS = 60_000;
/** Distinct answers kept per node: list pages are a few kilobytes each. */
const CATALOGUE_MAX_ENTRIES = 5000;

export interface CatalogueOptions {
  db: DbOrTx;
  bus: InvalidationBus;
  base: StartupBaseReader;
  now?: () => Date;
}

export type Catalogue = ReturnType<typeof catalogue>;

export function catalogue({ db, bus, base, now = () => new Date() }: CatalogueOptions) {
  const cache = answerCache(bus, ['games'], {
    maxAgeMs: CATALOGUE_MAX_AGE_MS,
    maxEntries: CATALOGUE_MAX_ENTRIES,
  });
  // The maintenance windows change only with the catalogue: kept, so an answer needs no query for its end.
  const edges = invalidatedValue(bus, 'games', CATALOGUE_MAX_AGE_MS, () => maintenanceEdges(db));
  const counts = keptCounts(bus, { maxAgeMs: CATALOGUE_MAX_AGE_MS, maxEntries: CATALOGUE_MAX_ENTRIES });

  /** The reader's language and the merchant default; a merchant code must be this merchant's. */
  async function languagesFor(
    language: LanguageCode | undefined,
    field: string,
    code?: string,
  ): Promise<Languages> {
    const merchant = (await base())?.shared;
    if (!merchant) throw merchantNotConfigured();
    if (code !== undefined && code !== '' && code !== merchant.merchantCode) {
      throw validationError(field, `this server answers for merchant ${merchant.merchantCode} only`);
    }
    return { language: language ?? merchant.languages.default, defaultLanguage: merchant.languages.default };
  }

  /** Computes with the moment the next maintenance window opens or closes as its end. */
  async function timed<T>(compute: (at: Date) => Promise<T>): Promise<Computed<T>> {
    const at = now();
    const [value, windows] = await Promise.all([compute(at), edges()]);
    return { value, validUntil: (windows ?? []).find((edge) => edge > at.getTime()) };
  }

  const kept = <T>(call: string, params: unknown, languages: Languages, load: () => Promise<Computed<T>>) =>
    cache.get(`${call} ${languages.language} ${JSON.stringify(params)}`, load);

  return {
    async vendorGameTypes(query: VendorGameTypesQuery): Promise<CachedAnswer> {
      const code = query.merchant_code ?? query.merchantCode;
      const languages = await languagesFor(query.language, 'merchant_code', code);
      return kept('types', {}, languages, () => timed((at) => vendorGameTypes(db, languages, at)));
    },
    async vassalages(query: z.infer<typeof VassalagesQuery>): Promise<CachedAnswer> {
      const languages = await languagesFor(query.language, 'language');
      return kept('vassalages', { t: query.gameType }, languages, () =>
        timed((at) => vassalages(db, query.gameType, at)),
      );
    },
    async gameList(query: GameListQuery): Promise<CachedAnswer> {
      const languages = await languagesFor(query.language, 'merchant', query.merchant);
      const { language: _l, merchant: _m, clientType: _c, platform: _p, ...params } = query;
      return kept('list', params, languages, () => timed((at) => gameList(db, query, languages, at, counts)));
    },
    async hotGames(query: HotGamesQuery): Promise<CachedAnswer> {
      const languages = await languagesFor(query.language, 'merchantCode', query.merchantCode);
      const params = { t: query.gameType, v: query.vassalage };
      return kept('hot', params, languages, () => timed((at) => hotGames(db, query, languages, at)));
    },
    languagesFor,
  };
}
