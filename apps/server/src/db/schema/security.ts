import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { member } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * A member's bound bank card (spec 7 "bank cards"; issue 11 "Security centre"). The full number
 * is kept because the operator pays withdrawals to it; members only ever see it masked. Removing
 * a card sets removedAt: withdrawals keep pointing at the card they were paid to.
 */
export const bankCard = pgTable(
  'bank_card',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id),
    bankCode: text().notNull(),
    bankName: text().notNull(),
    cardNumber: text().notNull(),
    payeeName: text().notNull(),
    branch: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('bank_card_member_idx').on(t.memberId),
    // A removed card's number can be bound again (issue 11): only live cards are unique.
    uniqueIndex('bank_card_member_number_live')
      .on(t.memberId, t.bankCode, t.cardNumber)
      .where(sql`${t.removedAt} is null`),
    check('bank_card_number_digits', sql`${t.cardNumber} ~ '^[0-9]{8,30}$'`),
  ],
);

/**
 * The merchant's banks and wallets a card may be bound to (issue 11; decision 056): seeded with
 * Myanmar's, edited by the operator (`bank:set`). The digit range and Luhn flag say how its
 * numbers look; a disabled bank takes no new cards but its bound cards stay.
 */
export const bank = pgTable(
  'bank',
  {
    code: text().primaryKey(),
    name: text().notNull(),
    kind: text({ enum: ['bank', 'wallet'] }).notNull(),
    minDigits: integer().notNull(),
    maxDigits: integer().notNull(),
    luhn: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    check('bank_kind_known', sql`${t.kind} in ('bank', 'wallet')`),
    check(
      'bank_digits_range',
      sql`${t.minDigits} >= 8 and ${t.maxDigits} <= 30 and ${t.minDigits} <= ${t.maxDigits}`,
    ),
  ],
);

/** Security-centre settings the operator changes; one row (id 1). */
export const securitySetting = pgTable(
  'security_setting',
  {
    id: integer().primaryKey().default(1),
    maxBankCards: integer().notNull().default(3),
  },
  (t) => [
    check('security_setting_one_row', sql`${t.id} = 1`),
    check('security_setting_max_cards', sql`${t.maxBankCards} between 1 and 10`),
  ],
);

/** A link that binds an e-mail address once opened: single use, expires (decision 057). */
export const emailVerification = pgTable(
  'email_verification',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id),
    email: text().notNull(),
    tokenHash: text().notNull().unique('email_verification_token_unique'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_member_idx').on(t.memberId)],
);

/** A member's two security answers, hashed after normalising (decision 058). */
export const securityAnswer = pgTable(
  'security_answer',
  {
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => member.id),
    slot: integer().notNull(),
    questionId: integer().notNull(),
    answerHash: text().notNull(),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.slot] }),
    check('security_answer_slot', sql`${t.slot} in (1, 2)`),
  ],
);
