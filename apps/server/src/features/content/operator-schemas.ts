import { ANNOUNCEMENT_EXECUTIONS, ANNOUNCEMENT_TYPES, LanguageCode, PromotionType } from '@lobby/shared';
import { z } from 'zod/mini';

// Request and answer shapes of the content feature's operator API (strict bodies: a misspelt
// key is an error naming it). Titles and contents are maps from language code to text
// (decision 043).

/** spec 7: M (mobile); a list, so a desktop platform is one more value. */
export const ANNOUNCEMENT_PLATFORMS = ['M'] as const;

export const Group = z.string().check(z.regex(/^[a-z_]{1,32}$/, 'a group name such as m_home or m_reg'));
const Position = z.number().check(z.int(), z.minimum(0), z.maximum(10_000));
/** An instant with its offset, e.g. 2026-12-01T00:00:00+06:30; null leaves that side open. */
const Instant = z.nullable(z.iso.datetime({ offset: true }));

/** A title per language; an empty one (after trimming) removes that language on change. */
const Titles = z.partialRecord(LanguageCode, z.string().check(z.trim(), z.maxLength(200)));
/** HTML per language, sanitised before it is stored. */
const Contents = z.partialRecord(LanguageCode, z.string().check(z.maxLength(20_000)));

const announcementFields = {
  type: z.enum(ANNOUNCEMENT_TYPES),
  group: Group,
  platform: z.optional(z.enum(ANNOUNCEMENT_PLATFORMS)),
  title: Titles,
  content: z.optional(Contents),
  execution: z.optional(z.nullable(z.enum(ANNOUNCEMENT_EXECUTIONS))),
  /** A popup's promotion code (decision 051); null removes it. */
  promotionType: z.optional(z.nullable(PromotionType)),
  startsAt: z.optional(Instant),
  endsAt: z.optional(Instant),
  position: z.optional(Position),
  enabled: z.optional(z.boolean()),
};

/** announcement:add. */
export const AnnouncementBody = z.strictObject(announcementFields);
export type AnnouncementBody = z.infer<typeof AnnouncementBody>;

/** announcement:change (and enable/disable): only the fields given change; titles merge by language. */
export const AnnouncementChange = z.strictObject({
  type: z.optional(announcementFields.type),
  group: z.optional(Group),
  platform: announcementFields.platform,
  title: z.optional(Titles),
  content: announcementFields.content,
  execution: announcementFields.execution,
  promotionType: announcementFields.promotionType,
  startsAt: announcementFields.startsAt,
  endsAt: announcementFields.endsAt,
  position: announcementFields.position,
  enabled: announcementFields.enabled,
});
export type AnnouncementChange = z.infer<typeof AnnouncementChange>;

/** help:add. */
export const HelpItemBody = z.strictObject({
  title: Titles,
  content: z.optional(Contents),
  position: z.optional(Position),
  enabled: z.optional(z.boolean()),
});
export type HelpItemBody = z.infer<typeof HelpItemBody>;

/** help:change. */
export const HelpItemChange = z.strictObject({
  title: z.optional(Titles),
  content: z.optional(Contents),
  position: z.optional(Position),
  enabled: z.optional(z.boolean()),
});
export type HelpItemChange = z.infer<typeof HelpItemChange>;

/** Facebook and Telegram links: http(s) URLs (t.me links are https), null clears one. */
const ServiceLink = z.optional(
  z.nullable(
    z.string().check(z.maxLength(500), z.regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'expected an http(s) URL')),
  ),
);
/** config:service-bar: only the links given change. */
export const ServiceBarBody = z.strictObject({
  facebook: ServiceLink,
  telegram1: ServiceLink,
  telegram2: ServiceLink,
});
export type ServiceBarBody = z.infer<typeof ServiceBarBody>;

/** `/:id` of an announcement or help item. */
export const ContentIdParams = z.object({
  id: z.string().check(z.regex(/^[1-9][0-9]{0,14}$/, 'a positive whole number')),
});

const LocalizedMap = z.record(z.string(), z.string());

export const OperatorAnnouncement = z.object({
  id: z.number(),
  type: z.string(),
  group: z.string(),
  platform: z.string(),
  title: LocalizedMap,
  content: LocalizedMap,
  execution: z.nullable(z.string()),
  promotionType: z.nullable(z.string()),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  position: z.number(),
  enabled: z.boolean(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type OperatorAnnouncement = z.infer<typeof OperatorAnnouncement>;
export const OperatorAnnouncements = z.object({ list: z.array(OperatorAnnouncement) });

export const OperatorHelpItem = z.object({
  id: z.number(),
  title: LocalizedMap,
  content: LocalizedMap,
  position: z.number(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type OperatorHelpItem = z.infer<typeof OperatorHelpItem>;
export const OperatorHelpItems = z.object({ list: z.array(OperatorHelpItem) });

export const ServiceBarAnswer = z.object({
  facebook: z.nullable(z.string()),
  telegram1: z.nullable(z.string()),
  telegram2: z.nullable(z.string()),
});
