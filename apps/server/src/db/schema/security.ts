import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    check('bank_card_number_digits', sql`${t.cardNumber} ~ '^[0-9]{8,30}$'`),
  ],
);
