import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';

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

// 'payment': a payment-password reset, checked against the member's own number (issue 11).
export const SMS_CODE_PURPOSES = ['login', 'register', 'reset', 'payment'] as const;

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
