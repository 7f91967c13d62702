import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

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
    bannerPath: text().notNull(),
    bannerAlt: text().notNull(),
    copyright: text().notNull(),
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
  alt: text().notNull(),
});

/** Who changed which configuration value, and when (operator API). */
export const operatorAudit = pgTable('operator_audit', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  actor: text().notNull(),
  command: text().notNull(),
  changes: jsonb().notNull(),
});

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * spec 3 "Member info" and 2.6: one row per account. customer_type keeps the spec's numbers
 * (spec 6: 0 player, 2, 4 trial/free, 40, 41, 42 agents and others); the list is open-ended.
 */
export const member = pgTable(
  'member',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    // The username, stored lower-case so uniqueness ignores case.
    account: text().notNull().unique('member_account_unique'),
    nickname: text(),
    mobileDialingCode: text(),
    mobileNum: text(),
    email: text(),
    regDate: createdAt(),
    customerType: integer().notNull().default(0),
    uplineId: bigint({ mode: 'number' }).references((): AnyPgColumn => member.id),
    status: text({ enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    firstTimeLogin: boolean().notNull().default(true),
    vipLevel: integer().notNull().default(0),
    passwordHash: text().notNull(),
    paymentPasswordHash: text(),
    // Optional registration fields of spec 2.6 item 4.
    idNumber: text(),
    qqNum: text(),
    facebook: text(),
    wechat: text(),
    line: text(),
    whatsapp: text(),
    zalo: text(),
    payeeName: text(),
    recommenderId: text(),
    affiliateCode: text(),
    isTrial: boolean().notNull().default(false),
    trialExpiresAt: timestamp({ withTimezone: true }),
    // spec 3 registration payload: how and where the member registered (null for trials).
    registerMethod: text(),
    registerUrl: text(),
    registerDomain: text(),
    // spec 7 "head icon": a built-in avatar number, 1..HEAD_ICON_COUNT.
    headIcon: integer().notNull().default(1),
  },
  (t) => [
    // Rows without a mobile number do not collide: NULLs are distinct in a unique constraint.
    unique('member_mobile_unique').on(t.mobileDialingCode, t.mobileNum),
    check('member_account_lower_case', sql`${t.account} = lower(${t.account})`),
    check('member_status_known', sql`${t.status} in ('active', 'disabled')`),
    check('member_head_icon_positive', sql`${t.headIcon} >= 1`),
  ],
);

/**
 * An agent's invitation (affiliate) code (spec 4 "Affiliate code"; docs/decisions/013). Stored
 * upper-case so uniqueness and look-ups ignore case; a code with a domain only works there.
 */
export const affiliateCode = pgTable(
  'affiliate_code',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    code: text().notNull().unique('affiliate_code_code_unique'),
    agentId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id),
    domain: text(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('affiliate_code_agent_id_idx').on(t.agentId),
    check('affiliate_code_upper_case', sql`${t.code} = upper(${t.code})`),
    check('affiliate_code_domain_lower_case', sql`${t.domain} = lower(${t.domain})`),
  ],
);

/** Why a session stopped before its expiry; each reason has its own error code (plugins/session.ts). */
export const SESSION_REVOKED_REASONS = ['logout', 'password_changed'] as const;

/** A login. Only the SHA-256 of the bearer token is kept, so a database leak yields no sessions. */
export const memberSession = pgTable(
  'member_session',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique('member_session_token_hash_unique'),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text({ enum: SESSION_REVOKED_REASONS }),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index('member_session_member_id_idx').on(t.memberId)],
);

// Money columns are bigint minor units read as JS numbers (mode 'number'): every amount stays
// far below 2^53 minor units, and postLedgerEntry refuses amounts that are not safe integers.

/** One wallet per member, in the merchant's currency (issue 3 "Wallet core"). */
export const wallet = pgTable(
  'wallet',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    // No cascade: a member with ledger history is disabled, never deleted.
    memberId: bigint({ mode: 'number' })
      .notNull()
      .unique('wallet_member_id_unique')
      .references(() => member.id),
    currency: text().notNull(),
    balanceMinor: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: createdAt(),
  },
  (t) => [
    // The last line of defence: even a buggy caller cannot leave a negative balance.
    check('wallet_balance_not_negative', sql`${t.balanceMinor} >= 0`),
    check('wallet_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * Append-only: every movement of money is one row, and wallet.balance_minor is their sum, kept in
 * the same transaction (docs/decisions/008). A retry with the same idempotency key finds its row.
 */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    walletId: bigint({ mode: 'number' })
      .notNull()
      .references(() => wallet.id),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    kind: text().notNull(),
    reference: text(),
    idempotencyKey: text().notNull(),
    balanceAfterMinor: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_entry_wallet_idempotency_key').on(t.walletId, t.idempotencyKey),
    check('ledger_entry_amount_not_zero', sql`${t.amountMinor} <> 0`),
    check('ledger_entry_balance_after_not_negative', sql`${t.balanceAfterMinor} >= 0`),
  ],
);

/** The server's key pairs, generated once when no environment variable supplies one (issue 3). */
export const serverKey = pgTable('server_key', {
  /** What the key is for, e.g. 'payload-rsa-oaep'. */
  purpose: text().primaryKey(),
  publicKeyPem: text().notNull(),
  privateKeyPem: text().notNull(),
  createdAt: createdAt(),
});

/** A captcha answer, hashed, short-lived and good for one use (spec 7 "captcha"). */
export const captcha = pgTable(
  'captcha',
  {
    id: text().primaryKey(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('captcha_expires_at_idx').on(t.expiresAt)],
);

export const SMS_CODE_PURPOSES = ['login', 'register', 'reset'] as const;

/** An SMS verification code, hashed, with its tries (issue 3 "SMS codes"). */
export const smsCode = pgTable(
  'sms_code',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    purpose: text({ enum: SMS_CODE_PURPOSES }).notNull(),
    countryDialingCode: text().notNull(),
    mobileNum: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_code_mobile_idx').on(t.countryDialingCode, t.mobileNum, t.createdAt)],
);

/** A single-use password-reset link sent by e-mail (spec 2.7, issue 3). */
export const passwordReset = pgTable('password_reset', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  memberId: bigint({ mode: 'number' })
    .notNull()
    .references(() => member.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique('password_reset_token_hash_unique'),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;

/**
 * Every SMS and e-mail the server sends, whatever the provider: the built-in provider's only
 * delivery, and an audit trail for the real ones (`npm run operator -- outbox`).
 */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    /** What the message is for: 'sms-login', 'sms-register', 'sms-reset', 'email-reset'. */
    purpose: text().notNull(),
    provider: text().notNull(),
    status: text({ enum: ['sent', 'failed'] }).notNull(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_message_created_at_idx').on(t.createdAt)],
);

/**
 * Announcements (spec 3, 7 "Announcements"): notices, popups and news by type (A, PL, B, PU, PR,
 * H) and group (m_home, m_reg). Content is HTML, sanitised when the operator writes it.
 */
export const announcement = pgTable(
  'announcement',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    type: text().notNull(),
    groupName: text().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    /** spec 4: A logged-in, B guests, F first-time login; null for non-popup types. */
    execution: text(),
    /** Smaller first; ties newest first. */
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    publishedAt: createdAt(),
  },
  (t) => [
    index('announcement_group_idx').on(t.groupName, t.type),
    check('announcement_type_known', sql`${t.type} in ('A', 'PL', 'B', 'PU', 'PR', 'H')`),
    check('announcement_execution_known', sql`${t.execution} is null or ${t.execution} in ('A', 'B', 'F')`),
  ],
);
