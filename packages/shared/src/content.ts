import { z } from 'zod/mini';
import { LanguageCode } from './merchant.ts';

// Announcements (spec 3 "Popup announcement", "Announcement"; spec 7 "Announcements").

/** spec 9 content type codes, plus H (home news) and B (banner) as the spec's calls use them. */
export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** spec 4: A for logged-in members, B for guests, F on first-time login. */
export const ANNOUNCEMENT_EXECUTIONS = ['A', 'B', 'F'] as const;

/** GET announcements: register screen types B, group m_reg; home B,PL,PU,H, group m_home. */
export const AnnouncementsQuery = z.object({
  /** Comma-separated type codes, e.g. `B,PL,PU,H`. */
  types: z.string().check(z.regex(/^(A|PL|B|PU|PR|H)(,(A|PL|B|PU|PR|H))*$/, 'comma-separated type codes')),
  groupName: z.string().check(z.regex(/^[a-z_]{1,32}$/, 'a group name such as m_home')),
  /** spec 7: platform M (mobile). */
  platform: z.literal('M'),
});
export type AnnouncementsQuery = z.infer<typeof AnnouncementsQuery>;

export const Announcement = z.object({
  id: z.number(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** HTML from the operator, sanitised by the server before it is stored. */
  content: z.string(),
  execution: z.nullable(z.enum(ANNOUNCEMENT_EXECUTIONS)),
  /** ms timestamp. */
  publishedAt: z.number(),
});
export type Announcement = z.infer<typeof Announcement>;

export const AnnouncementsResponse = z.object({ list: z.array(Announcement) });
export type AnnouncementsResponse = z.infer<typeof AnnouncementsResponse>;

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
