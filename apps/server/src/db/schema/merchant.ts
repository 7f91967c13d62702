import type { LocalizedText } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// One Lobby serves one merchant (spec 1), so its configuration is a single row pinned to id 1.
export const merchant = pgTable(
  'merchant',
  {
    id: integer().primaryKey().default(1),
    code: text().notNull(),
    trialMerchantCode: text().notNull(),
    name: text().notNull(),
    currencyCode: text().notNull(),
    currencySymbol: text().notNull(),
    mainDomain: text().notNull(),
    defaultLanguage: text().notNull(),
    supportedLanguages: text().array().notNull(),
    maintenance: boolean().notNull().default(false),
    // spec 4 "Template versions": "1" selects the new member centre / deposit detail.
    mobileTemplateMemCen: text().notNull(),
    mobileTemplateDepFunc: text().notNull(),
    imageCdns: text().array().notNull().default(sql`'{}'::text[]`),
    blockedCountries: text().array().notNull().default(sql`'{}'::text[]`),
    blockedIpRanges: text().array().notNull().default(sql`'{}'::text[]`),
    logoPath: text().notNull(),
    logoAlt: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('merchant_single_row', sql`${t.id} = 1`)],
);

/** spec 6: every white-label flag, one row each. */
export const whiteLabelFlag = pgTable('white_label_flag', {
  code: text().primaryKey(),
  enabled: boolean().notNull(),
});

/** spec 3: registration rules per field (captcha only uses `enabled`). */
export const registrationRule = pgTable('registration_rule', {
  field: text().primaryKey(),
  enabled: boolean().notNull(),
  required: boolean().notNull(),
});

/** spec 3: the customer-service links, in display order. */
export const customerServiceLink = pgTable('customer_service_link', {
  position: integer().primaryKey(),
  label: text().notNull(),
  url: text().notNull(),
});

/** spec 2.10 and 3: download links by resource type. */
export const downloadResource = pgTable('download_resource', {
  resourceType: text().primaryKey(),
  url: text().notNull(),
});

/** spec 2.3: licence and brand images shown in the header menu. */
export const licenceImage = pgTable('licence_image', {
  position: integer().primaryKey(),
  url: text().notNull(),
  alt: jsonb().$type<LocalizedText>().notNull(),
});

/** Who changed which configuration value, and when (operator API). */
export const operatorAudit = pgTable('operator_audit', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  actor: text().notNull(),
  command: text().notNull(),
  changes: jsonb().notNull(),
});
