import { LANGUAGE_CODES, REGISTRATION_RULE_FIELDS, RESOURCE_TYPES, WHITE_LABEL_FLAGS } from '@lobby/shared';
import { z } from 'zod/mini';
import { Change } from '../../core/operator-audit.ts';
import { isCidr } from '../../lib/ip-ranges.ts';
import { CDN_URL, COUNTRY_CODE, DOMAIN } from '../../lib/settings-rules.ts';

// Request and answer shapes of the operator API. Bodies are strict, so a misspelt key is an
// error naming it instead of a silent no-op.

const Language = z.enum(LANGUAGE_CODES);
const Enabled = z.strictObject({ enabled: z.boolean() });

export const FlagParams = z.object({ code: z.enum(WHITE_LABEL_FLAGS) });
export const FlagBody = Enabled;
export const MaintenanceBody = Enabled;

export const LanguagesBody = z.strictObject({ default: Language, supported: z.array(Language) }).check(
  z.refine((v) => v.supported.length > 0, { message: 'at least one language', path: ['supported'] }),
  z.refine((v) => v.supported.includes(v.default), {
    message: 'must be one of the supported languages',
    path: ['default'],
  }),
);

export const BlockedCountriesBody = z.strictObject({
  countries: z.array(
    z.string().check(z.regex(COUNTRY_CODE, 'expected an ISO 3166-1 alpha-2 code in upper case')),
  ),
});

export const BlockedIpRangesBody = z.strictObject({
  ranges: z.array(z.string().check(z.refine(isCidr, 'expected a CIDR range such as 203.0.113.0/24'))),
});

export const RegistrationRuleParams = z.object({ field: z.enum(REGISTRATION_RULE_FIELDS) });
export const RegistrationRuleBody = z.strictObject({ enabled: z.boolean(), required: z.boolean() });

export const ImageCdnsBody = z.strictObject({
  urls: z.array(z.string().check(z.regex(CDN_URL, 'expected an http:// or https:// URL'))),
});

export const MainDomainBody = z.strictObject({
  mainDomain: z.string().check(z.regex(DOMAIN, 'expected a domain name such as lobby.example')),
});

const TemplateVersion = z.string().check(z.regex(/^[0-9]{1,3}$/, 'expected a template version such as "1"'));
export const MobileTemplateBody = z.strictObject({ mem_cen: TemplateVersion, dep_func: TemplateVersion });

const Label = z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(60));
const LinkUrl = z.string().check(z.regex(CDN_URL, 'expected an http:// or https:// URL'));
export const CustomerServiceBody = z.strictObject({
  links: z.array(z.strictObject({ label: Label, url: LinkUrl })).check(z.maxLength(10)),
});

// Download links are http(s) URLs, or paths relative to an image CDN (like the app icon).
const RESOURCE_URL = /^(https?:\/\/\S+|[\w-][\w\-./]*)$/;
const ResourceUrl = z
  .string()
  .check(z.maxLength(500), z.regex(RESOURCE_URL, 'expected an http(s) URL or a relative path'));
export const ResourcesBody = z.strictObject({
  resources: z.array(z.strictObject({ resourceType: z.enum(RESOURCE_TYPES), url: ResourceUrl })).check(
    z.refine((list) => new Set(list.map((r) => r.resourceType)).size === list.length, {
      message: 'each resourceType at most once',
    }),
  ),
});

// Query text: plugins/body-parsers.ts reads a number field from decimal text (issue 8 item 16).
export const AuditQuery = z.object({
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(500))),
});

export const AuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  command: z.string(),
  changes: z.array(Change),
});
export const AuditEntries = z.object({ entries: z.array(AuditEntry) });

export const OutboxQuery = z.object({
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(500))),
  channel: z.optional(z.enum(['sms', 'email'])),
});

export const OutboxMessage = z.object({
  id: z.number(),
  at: z.string(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  purpose: z.string(),
  provider: z.string(),
  status: z.enum(['sent', 'failed']),
  error: z.nullable(z.string()),
});
export const OutboxMessages = z.object({ messages: z.array(OutboxMessage) });
