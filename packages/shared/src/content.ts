import { z } from 'zod/mini';
import { PROMOTION_TYPE_PATTERN } from './constants.ts';
import { LanguageCode } from './merchant.ts';

// Announcements (spec 3 "Popup announcement", "Announcement"; spec 7 "Announcements").

/** spec 9 content type codes, plus H (home news) and B (banner) as the spec's calls use them. */
export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** spec 4: A for logged-in members, B for guests, F on first-time login. */
export const ANNOUNCEMENT_EXECUTIONS = ['A', 'B', 'F'] as const;

/**
 * What every public content call of spec 7 "Announcements" accepts beside its own parameters:
 * the platform (M, mobile), the merchant code (one merchant per Lobby: any other code is a 400)
 * and the reader's language (its texts, else the merchant default's; decision 043).
 */
export const ContentQuery = z.object({
  platform: z.optional(z.literal('M')),
  merchantCode: z.optional(z.string().check(z.maxLength(32))),
  language: z.optional(LanguageCode),
});
export type ContentQuery = z.infer<typeof ContentQuery>;

/** GET announcements: register screen types B, group m_reg; home B,PL,PU,H, group m_home. */
export const AnnouncementsQuery = z.object({
  /** Comma-separated type codes, e.g. `B,PL,PU,H`. */
  types: z.string().check(z.regex(/^(A|PL|B|PU|PR|H)(,(A|PL|B|PU|PR|H))*$/, 'comma-separated type codes')),
  groupName: z.string().check(z.regex(/^[a-z_]{1,32}$/, 'a group name such as m_home')),
  /** spec 7: platform M (mobile). */
  platform: z.literal('M'),
  merchantCode: z.optional(z.string().check(z.maxLength(32))),
  language: z.optional(LanguageCode),
});
export type AnnouncementsQuery = z.infer<typeof AnnouncementsQuery>;

/** spec 3 "Popup announcement" promotionType: a code such as DAILY_REWARD (decision 051). */
export const PromotionType = z
  .string()
  .check(z.regex(PROMOTION_TYPE_PATTERN, 'a code of capitals, digits and _, such as DAILY_REWARD'));

export const Announcement = z.object({
  id: z.number(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** HTML from the operator, sanitised by the server before it is stored. */
  content: z.string(),
  execution: z.nullable(z.enum(ANNOUNCEMENT_EXECUTIONS)),
  /**
   * spec 3 "Popup announcement" promotionType: set when the popup advertises a promotion, so it
   * offers a go-to button to /m/rewardCenter (spec 4; decision 051); null when unset and on every
   * type but PU. Always present in the server's answers.
   */
  promotionType: z.nullable(PromotionType),
  /** ms timestamp. */
  publishedAt: z.number(),
});
export type Announcement = z.infer<typeof Announcement>;

export const AnnouncementsResponse = z.object({ list: z.array(Announcement) });
export type AnnouncementsResponse = z.infer<typeof AnnouncementsResponse>;

/**
 * GET popular announcements (type PU) and lobby news (type H): one group's, m_home when none is
 * named, beside the parameters every content call accepts.
 */
export const GroupContentQuery = z.object({
  ...ContentQuery.shape,
  groupName: z.optional(z.string().check(z.regex(/^[a-z_]{1,32}$/, 'a group name such as m_home'))),
});
export type GroupContentQuery = z.infer<typeof GroupContentQuery>;

/** GET notices (the /m/notice list): a page of the player notices, newest first. */
export const NoticesQuery = z.object({
  ...ContentQuery.shape,
  pageNo: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  pageSize: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(50))),
});
export type NoticesQuery = z.infer<typeof NoticesQuery>;
export const NoticesResponse = z.object({
  list: z.array(Announcement),
  pageNum: z.number(),
  totalPages: z.number(),
});
export type NoticesResponse = z.infer<typeof NoticesResponse>;

// Banners, hot matches, help items and the service bar (spec 2.4, 2.13, 3; issue 10).

/**
 * What tapping a banner does (spec 2.4): an in-app route (a path under /m/, query allowed), an
 * external http(s) link (opens outside the app), a game launch by vendor, room and node (spec 2.4
 * "Launching a hot match"), or nothing.
 */
export const BannerAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('route'), path: z.string() }),
  z.object({ kind: z.literal('link'), url: z.string() }),
  z.object({ kind: z.literal('game'), vendor: z.string(), roomId: z.string(), nodeId: z.string() }),
]);
export type BannerAction = z.infer<typeof BannerAction>;

/**
 * A raster image in width variants and formats, made when it is seeded or uploaded (sharp):
 * `src` is the fallback (JPEG or PNG, the widest variant), `srcset` its width variants, and
 * `sources` the modern formats (AVIF, WebP) for `<picture>`. Paths are under /media/.
 */
export const ResponsiveImage = z.object({
  src: z.string(),
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })),
});
export type ResponsiveImage = z.infer<typeof ResponsiveImage>;

/** A home banner in the reader's language: text-free artwork, its words as page text over it. */
export const HomeBanner = z.object({
  id: z.number(),
  image: ResponsiveImage,
  /** The artwork's alt text; empty when the artwork is decorative (its words are the title). */
  alt: z.string(),
  title: z.string(),
  text: z.string(),
  /** The button's label; empty for no button (the whole banner still acts). */
  button: z.string(),
  action: BannerAction,
});
export type HomeBanner = z.infer<typeof HomeBanner>;
export const BannersResponse = z.object({ list: z.array(HomeBanner) });
export type BannersResponse = z.infer<typeof BannersResponse>;

/** spec 3 "Hot match"; `matchTime` a ms timestamp, shown MM/DD HH:mm in the viewer's zone. */
export const HotMatch = z.object({
  id: z.number(),
  matchTime: z.number(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: z.string(),
  awayTeamImageUrl: z.string(),
  vendor: z.string(),
  roomId: z.string(),
  nodeId: z.string(),
});
export type HotMatch = z.infer<typeof HotMatch>;
export const HotMatchesResponse = z.object({ list: z.array(HotMatch) });
export type HotMatchesResponse = z.infer<typeof HotMatchesResponse>;

/** spec 2.4 "Service bar": Facebook and two Telegram links, each shown when configured. */
export const ServiceBarLinks = z.object({
  facebook: z.nullable(z.string()),
  telegram1: z.nullable(z.string()),
  telegram2: z.nullable(z.string()),
});
export type ServiceBarLinks = z.infer<typeof ServiceBarLinks>;

/**
 * GET home content: all Home draws from content in one answer (announcements of types B, PL,
 * PU, H in group m_home, banners, hot matches, the service bar), in the reader's language. The
 * served /m/home page carries the same value inline, so Home paints without a call (issue 10).
 */
export const HomeContent = z.object({
  language: LanguageCode,
  announcements: z.array(Announcement),
  banners: z.array(HomeBanner),
  hotMatches: z.array(HotMatch),
  serviceBar: ServiceBarLinks,
});
export type HomeContent = z.infer<typeof HomeContent>;

// The id of the element the served /m/home page carries HomeContent in lives with the other
// zod-free constants, so Home's first paint can read it without this module's schemas.
export { HOME_CONTENT_ELEMENT_ID } from './constants.ts';

/** GET help centre (spec 7: device=MOBILE plus lang). */
export const HelpQuery = z.object({
  device: z.optional(z.literal('MOBILE')),
  lang: z.optional(LanguageCode),
  merchantCode: z.optional(z.string().check(z.maxLength(32))),
});
export type HelpQuery = z.infer<typeof HelpQuery>;
export const HelpItem = z.object({ id: z.number(), title: z.string(), content: z.string() });
export type HelpItem = z.infer<typeof HelpItem>;
export const HelpResponse = z.object({ list: z.array(HelpItem) });
export type HelpResponse = z.infer<typeof HelpResponse>;

// The user agreement (spec 2.1 /m/useragreement, 2.6 item 7; decision 041).

/** GET the user agreement in a language; the server falls back to the merchant's default. */
export const UserAgreementQuery = z.object({ language: LanguageCode });
export type UserAgreementQuery = z.infer<typeof UserAgreementQuery>;

/**
 * The agreement: `html` sanitised by the server when the operator wrote it, and the language it
 * is in (the one asked for, else the merchant default, else any); null when none is published.
 */
export const UserAgreementResponse = z.object({
  agreement: z.nullable(z.object({ language: LanguageCode, html: z.string(), updatedAt: z.number() })),
});
export type UserAgreementResponse = z.infer<typeof UserAgreementResponse>;
