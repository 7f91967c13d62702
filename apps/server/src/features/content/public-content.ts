import type {
  AnnouncementsQuery,
  AnnouncementsResponse,
  BannersResponse,
  ContentQuery,
  GroupContentQuery,
  HelpQuery,
  HelpResponse,
  HomeContent,
  HotMatchesResponse,
  LanguageCode,
  NoticesQuery,
  NoticesResponse,
} from '@lobby/shared';
import { answerCache, type CachedAnswer, type Computed } from '../../core/answer-cache.ts';
import { merchantNotConfigured, validationError } from '../../core/errors.ts';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import type { StartupBaseReader } from '../../core/startup-base.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  announcementsAnswer,
  bannersAnswer,
  HOME_ANNOUNCEMENTS,
  helpAnswer,
  homeAnswer,
  hotMatchesAnswer,
  type Languages,
  noticesAnswer,
} from './content-answers.ts';

/**
 * At most this long without a message from the bus, so a lost message, or a change written in
 * SQL behind the operator API, shows within a minute. Time windows (announcements', banners' and
 * hot matches') are exact: an answer is kept only until its next edge (decisions 044, 046).
 */
export const CONTENT_MAX_AGE_MS = 60_000;
/** Distinct (call, parameters, language) answers kept per node; each is a few kilobytes. */
const CONTENT_MAX_ENTRIES = 2000;

export interface PublicContentOptions {
  db: DbOrTx;
  bus: InvalidationBus;
  /** The cached merchant configuration (its code and default language). */
  base: StartupBaseReader;
  now?: () => Date;
}

export type PublicContent = ReturnType<typeof publicContent>;

/**
 * The public content calls of spec 7 "Announcements" (announcements, notices, popular, news,
 * banners, hot matches), help and Home's, kept per node in one cache.
 */
export function publicContent({ db, bus, base, now = () => new Date() }: PublicContentOptions) {
  const cache = answerCache(bus, ['content'], {
    maxAgeMs: CONTENT_MAX_AGE_MS,
    maxEntries: CONTENT_MAX_ENTRIES,
    now: () => now().getTime(),
  });

  /** The reader's language and the merchant default; a merchant code must be this merchant's. */
  async function languagesFor(language: LanguageCode | undefined, merchantCode?: string): Promise<Languages> {
    const merchant = (await base())?.shared;
    if (!merchant) throw merchantNotConfigured();
    if (merchantCode !== undefined && merchantCode !== merchant.merchantCode) {
      throw validationError('merchantCode', `this server answers for merchant ${merchant.merchantCode} only`);
    }
    const defaultLanguage = merchant.languages.default;
    return { language: language ?? defaultLanguage, defaultLanguage };
  }

  function kept<T>(call: string, params: unknown, languages: Languages, load: () => Promise<Computed<T>>) {
    return cache.get(`${call} ${languages.language} ${JSON.stringify(params)}`, load);
  }

  async function home(query: ContentQuery): Promise<CachedAnswer<HomeContent>> {
    const languages = await languagesFor(query.language, query.merchantCode);
    return kept('home', {}, languages, () => homeAnswer(db, now(), languages));
  }

  return {
    async announcements(query: AnnouncementsQuery): Promise<CachedAnswer<AnnouncementsResponse>> {
      const languages = await languagesFor(query.language, query.merchantCode);
      const types = [...new Set(query.types.split(','))].sort();
      const params = { types, group: query.groupName, platform: query.platform };
      return kept('announcements', params, languages, () =>
        announcementsAnswer(
          db,
          { types, groups: [query.groupName], platform: query.platform, now: now() },
          languages,
        ),
      );
    },

    async notices(query: NoticesQuery): Promise<CachedAnswer<NoticesResponse>> {
      const languages = await languagesFor(query.language, query.merchantCode);
      const page = { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 20 };
      return kept('notices', page, languages, () => noticesAnswer(db, now(), page, languages));
    },

    /** spec 7 "popular announcements": the popups (PU) of a group, m_home by default. */
    popular: (query: GroupContentQuery) => ofType('PU', query),
    /** spec 7 "lobby news": type H of a group, m_home by default. */
    news: (query: GroupContentQuery) => ofType('H', query),

    async help(query: HelpQuery): Promise<CachedAnswer<HelpResponse>> {
      const languages = await languagesFor(query.lang, query.merchantCode);
      return kept('help', {}, languages, () => helpAnswer(db, languages));
    },

    /** spec 7 "banners (cached)": Home's carousel in the reader's language. */
    async banners(query: ContentQuery): Promise<CachedAnswer<BannersResponse>> {
      const languages = await languagesFor(query.language, query.merchantCode);
      return kept('banners', {}, languages, () => bannersAnswer(db, now(), languages));
    },

    /** Hot matches carry no text per language: one answer serves every reader. */
    async hotMatches(query: ContentQuery): Promise<CachedAnswer<HotMatchesResponse>> {
      await languagesFor(query.language, query.merchantCode);
      return cache.get('hot-matches', () => hotMatchesAnswer(db, now()));
    },

    home,
  };

  async function ofType(type: 'PU' | 'H', query: GroupContentQuery) {
    const languages = await languagesFor(query.language, query.merchantCode);
    const group = query.groupName ?? HOME_ANNOUNCEMENTS.groups[0];
    return kept(type, { group }, languages, () =>
      announcementsAnswer(db, { types: [type], groups: [group], platform: 'M', now: now() }, languages),
    );
  }
}
