import {
  type LanguageCode,
  REGISTRATION_RULE_FIELDS,
  RESOURCE_TYPES,
  type RegistrationRule,
  type ResourceType,
  StartupConfig,
  WHITE_LABEL_FLAGS,
} from '@lobby/shared';
import { asc, is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { z } from 'zod/mini';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { merchantNotConfigured } from './errors.ts';

/**
 * The merchant's whole configuration as the operator sees it: the start-up config (spec 3)
 * without what each request adds, plus what only the server uses (blocked countries and IP
 * ranges). The seed file has this shape.
 */
export const MerchantSettings = z.extend(
  z.omit(StartupConfig, { platform: true, regionRestriction: true, location: true, payloadKey: true }),
  { blockedCountries: z.array(z.string()), blockedIpRanges: z.array(z.string()) },
);
export type MerchantSettings = z.infer<typeof MerchantSettings>;

export const OperatorConfig = z.extend(MerchantSettings, { updatedAt: z.string() });
export type OperatorConfig = z.infer<typeof OperatorConfig>;

/** Reads the configuration; undefined before the seed ran. */
export async function readMerchantConfig(db: DbOrTx): Promise<OperatorConfig | undefined> {
  const [row] = await db.select().from(t.merchant).limit(1);
  if (!row) return undefined;
  const flagsQuery = () => db.select().from(t.whiteLabelFlag);
  const rulesQuery = () => db.select().from(t.registrationRule);
  const linksQuery = () =>
    db.select().from(t.customerServiceLink).orderBy(asc(t.customerServiceLink.position));
  const resourcesQuery = () => db.select().from(t.downloadResource);
  const licencesQuery = () => db.select().from(t.licenceImage).orderBy(asc(t.licenceImage.position));
  // A transaction is one connection, which runs one query at a time; the pool can run them together.
  const [flags, rules, links, resources, licences] = is(db, PgTransaction)
    ? [
        await flagsQuery(),
        await rulesQuery(),
        await linksQuery(),
        await resourcesQuery(),
        await licencesQuery(),
      ]
    : await Promise.all([flagsQuery(), rulesQuery(), linksQuery(), resourcesQuery(), licencesQuery()]);
  const flagMap = new Map(flags.map((f) => [f.code, f.enabled]));
  const ruleMap = new Map(rules.map((r) => [r.field, r]));
  // Every known flag and rule is answered, even one added to the code after the seed ran.
  const whitelabel = Object.fromEntries(WHITE_LABEL_FLAGS.map((code) => [code, flagMap.get(code) ?? false]));
  const register = Object.fromEntries(
    REGISTRATION_RULE_FIELDS.map((field): [string, RegistrationRule] => {
      const rule = ruleMap.get(field);
      return [field, { enabled: rule?.enabled ?? false, required: rule?.required ?? false }];
    }),
  );
  return {
    merchantCode: row.code,
    trialMerchantCode: row.trialMerchantCode,
    currency: { code: row.currencyCode, symbol: row.currencySymbol },
    brand: {
      name: row.name,
      logo: { url: row.logoPath, alt: row.logoAlt },
      licenceImages: licences.map((l) => ({ url: l.url, alt: l.alt })),
    },
    customerService: links.map((l) => ({ label: l.label, url: l.url })),
    imageCDNs: row.imageCdns,
    mobileTemplate: { mem_cen: row.mobileTemplateMemCen, dep_func: row.mobileTemplateDepFunc },
    register: register as OperatorConfig['register'],
    resources: resources
      .map((r) => ({ resourceType: r.resourceType as ResourceType, url: r.url }))
      .sort((a, b) => RESOURCE_TYPES.indexOf(a.resourceType) - RESOURCE_TYPES.indexOf(b.resourceType)),
    whitelabel: whitelabel as OperatorConfig['whitelabel'],
    mainDomain: row.mainDomain,
    languages: {
      default: row.defaultLanguage as LanguageCode,
      supported: row.supportedLanguages as LanguageCode[],
    },
    maintenance: row.maintenance,
    blockedCountries: row.blockedCountries,
    blockedIpRanges: row.blockedIpRanges,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One Lobby serves one merchant (spec 1): its row is pinned to this id. */
export const MERCHANT_ID = 1;

/** The configuration, or 503 SERVICE_UNAVAILABLE before the seed ran. */
export async function requireMerchantConfig(db: DbOrTx): Promise<OperatorConfig> {
  const config = await readMerchantConfig(db);
  if (!config) throw merchantNotConfigured();
  return config;
}
