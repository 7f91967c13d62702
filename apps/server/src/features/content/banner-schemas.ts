import { LanguageCode, ResponsiveImage } from '@lobby/shared';
import { z } from 'zod/mini';

// What the operator sends and reads for banners (issue 10 "Operator"; decision 045).

/** An in-app route: a path under /m/ with an optional plain query, never `//` or `..`. */
const IN_APP_ROUTE = /^\/m\/[A-Za-z0-9_\-/]*(\?[A-Za-z0-9_\-=&%.~]*)?$/;
/** Vendor codes, room and node ids as game vendors spell them (e.g. TF, DS88, 1001). */
const GAME_PART = /^[A-Za-z0-9_.-]{1,64}$/;

/** An absolute http(s) address with a host and no credentials: nothing `javascript:` or `data:`. */
export function isHttpUrl(value: string): boolean {
  if (value !== value.trim() || /[\s\p{Cc}]/u.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

const inAppRoute = z.string().check(
  z.maxLength(200),
  z.regex(IN_APP_ROUTE, 'an in-app route under /m/, such as /m/voucherCenter'),
  z.refine(
    (path) => !path.includes('//') && !path.includes('..'),
    'an in-app route under /m/, such as /m/voucherCenter',
  ),
);
const gamePart = z.string().check(z.regex(GAME_PART, 'letters, digits, _ . or -, up to 64'));

/** spec 2.4 "Tapping a banner triggers its action": each kind checked strictly. */
export const BannerActionBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('route'), path: inAppRoute }),
  z.strictObject({
    kind: z.literal('link'),
    url: z.string().check(z.maxLength(2000), z.refine(isHttpUrl, 'an http:// or https:// address')),
  }),
  z.strictObject({ kind: z.literal('game'), vendor: gamePart, roomId: gamePart, nodeId: gamePart }),
]);

/** Merchant content per language (decision 038), each text trimmed and bounded. */
const localizedText = (max: number) =>
  z.partialRecord(LanguageCode, z.string().check(z.trim(), z.maxLength(max)));

/** A window edge: an ISO date-time with its offset, or null for no limit. */
const windowEdge = z.optional(z.nullable(z.iso.datetime({ offset: true })));

/** banner:add; the artwork comes after, with banner:image (a banner without it is not shown). */
export const BannerBody = z.strictObject({
  title: z.optional(localizedText(80)),
  text: z.optional(localizedText(160)),
  button: z.optional(localizedText(40)),
  /** Empty when the artwork is decorative: its words are the title and text. */
  alt: z.optional(localizedText(200)),
  action: z.optional(BannerActionBody),
  position: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(10_000))),
  enabled: z.optional(z.boolean()),
  startsAt: windowEdge,
  endsAt: windowEdge,
});
export type BannerBody = z.infer<typeof BannerBody>;

/** banner:change: the same fields, only those given change; texts merge by language ("" removes one). */
export const BannerPatch = BannerBody;
export type BannerPatch = z.infer<typeof BannerPatch>;

/** A row id in the path, plain decimal text (decision 037: nothing is coerced). */
export const IdParams = z.object({
  id: z.string().check(z.regex(/^[1-9]\d{0,14}$/, 'an id: a whole number')),
});

export const EnabledBody = z.strictObject({ enabled: z.boolean() });

/** One banner as the operator sees it: every language, the window, and its artwork if any. */
export const OperatorBanner = z.object({
  id: z.number(),
  position: z.number(),
  enabled: z.boolean(),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  title: z.record(z.string(), z.string()),
  text: z.record(z.string(), z.string()),
  button: z.record(z.string(), z.string()),
  alt: z.record(z.string(), z.string()),
  action: BannerActionBody,
  source: z.nullable(z.string()),
  image: z.nullable(ResponsiveImage),
});
export const OperatorBanners = z.object({ list: z.array(OperatorBanner) });
