import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';

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
    // Set with email when the e-mailed link is opened (issue 11, decision 057); null for older rows.
    emailVerifiedAt: timestamp({ withTimezone: true }),
    regDate: createdAt(),
    customerType: integer().notNull().default(0),
    uplineId: bigint({ mode: 'number' }).references((): AnyPgColumn => member.id),
    status: text({ enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    firstTimeLogin: boolean().notNull().default(true),
    vipLevel: integer().notNull().default(0),
    passwordHash: text().notNull(),
    // False while the password is one nobody was told (mobile registration without
    // MOBILENUMPASSREG3): such a member gets back in only by SMS (decision 038).
    passwordChosen: boolean().notNull().default(true),
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

/**
 * Why a session stopped before its expiry; each reason has its own error code (plugins/session.ts).
 * 'replaced': a login beyond MAX_LIVE_SESSIONS revoked it, the oldest first (docs/decisions/034).
 */
export const SESSION_REVOKED_REASONS = ['logout', 'password_changed', 'replaced'] as const;

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

/** Why a remember token stopped before its expiry (issue 8, docs/decisions/035). */
export const REMEMBER_REVOKED_REASONS = [
  'reused',
  'forgotten',
  'password_changed',
  'logout_everywhere',
] as const;

/**
 * A remembered login (issue 8, docs/decisions/035): one row per token of a device's chain. Using
 * a token marks it used and adds the next row of the same chain; only the SHA-256 is stored.
 */
export const rememberToken = pgTable(
  'remember_token',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    // The hash of the chain's first token: every rotation of one device's login shares it.
    chain: text().notNull(),
    tokenHash: text().notNull().unique('remember_token_token_hash_unique'),
    createdAt: createdAt(),
    // When the password (or SMS code) login that began the chain happened: the absolute limit.
    chainStartedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text({ enum: REMEMBER_REVOKED_REASONS }),
    userAgent: text(),
    ip: text(),
  },
  (t) => [
    index('remember_token_member_id_idx').on(t.memberId),
    index('remember_token_chain_idx').on(t.chain),
    check(
      'remember_token_revoked_reason_known',
      sql`${t.revokedReason} in ('reused', 'forgotten', 'password_changed', 'logout_everywhere')`,
    ),
  ],
);
