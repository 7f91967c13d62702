import { PAYMENT_PASSWORD_MAX_WRONG } from '@lobby/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { ATTEMPT_WINDOW_MS, type AttemptCounter } from '../lib/attempt-counter.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { appError } from './errors.ts';
import { type AttemptCounterFactory, admit } from './rate-limits.ts';

// What the cashier reads of the security centre (issue 11): the withdrawal check needs a bound
// card and a payment password, and a withdrawal names a card and proves the payment password.
// It lives in core because features never import each other; features/security writes these
// rows, everyone else only reads them here.

export interface MemberBankCard {
  id: number;
  bankCode: string;
  bankName: string;
  cardNumber: string;
  payeeName: string;
}

/** A bank card as the cashier and the security centre read it (features/security adds createdAt). */
export const BANK_CARD_COLUMNS = {
  id: t.bankCard.id,
  bankCode: t.bankCard.bankCode,
  bankName: t.bankCard.bankName,
  cardNumber: t.bankCard.cardNumber,
  payeeName: t.bankCard.payeeName,
};

/** The member's card with this id, if bound and not removed; never another member's. */
export async function boundBankCard(
  db: DbOrTx,
  memberId: number,
  cardId: number,
): Promise<MemberBankCard | null> {
  const [row] = await db
    .select(BANK_CARD_COLUMNS)
    .from(t.bankCard)
    .where(and(eq(t.bankCard.id, cardId), eq(t.bankCard.memberId, memberId), isNull(t.bankCard.removedAt)));
  return row ?? null;
}

export async function boundBankCardCount(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.bankCard)
    .where(and(eq(t.bankCard.memberId, memberId), isNull(t.bankCard.removedAt)));
  return row?.n ?? 0;
}

export async function hasPaymentPassword(db: DbOrTx, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ hash: t.member.paymentPasswordHash })
    .from(t.member)
    .where(eq(t.member.id, memberId));
  return Boolean(row?.hash);
}

/**
 * True when the member has a payment password and this is it. Callers count failures with the
 * payment-password attempt counter (features/security owns its limits) before calling.
 */
export async function paymentPasswordMatches(
  db: DbOrTx,
  memberId: number,
  password: string,
): Promise<boolean> {
  const [row] = await db
    .select({ hash: t.member.paymentPasswordHash })
    .from(t.member)
    .where(eq(t.member.id, memberId));
  if (!row?.hash) return false;
  return verifyPassword(row.hash, password);
}

/** Masked for every screen: the last four digits only (issue 11 "shown masked"). */
export function maskCardNumber(cardNumber: string): string {
  return `**** ${cardNumber.slice(-4)}`;
}

/**
 * The one counter of wrong payment passwords (decision 056): the security centre and the
 * cashier build it from the app's factory under the same name, so their tries add up, per member,
 * in 15 minutes (in Redis when REDIS_URL is set).
 */
export function paymentPasswordCounter(factory: AttemptCounterFactory): AttemptCounter {
  return factory(ATTEMPT_WINDOW_MS, 'payment-password');
}

/**
 * Proves the payment password, rate-limited: 409 PAYMENT_PASSWORD_NOT_SET when there is none,
 * 429 RATE_LIMITED past PAYMENT_PASSWORD_MAX_WRONG tries, 400 PAYMENT_PASSWORD_WRONG (field
 * `field`) for a wrong one. Each try is counted before argon2 runs and a right one clears the
 * count, so parallel guesses get no more than the limit. For the cashier's withdrawal too.
 */
export async function checkPaymentPassword(
  db: DbOrTx,
  counter: AttemptCounter,
  memberId: number,
  password: string,
  field = 'paymentPassword',
): Promise<void> {
  const [row] = await db
    .select({ hash: t.member.paymentPasswordHash })
    .from(t.member)
    .where(eq(t.member.id, memberId));
  if (!row?.hash) {
    throw appError('PAYMENT_PASSWORD_NOT_SET', 'Set a payment password in the security centre first.');
  }
  const key = `member:${memberId}`;
  await admit(counter, key, PAYMENT_PASSWORD_MAX_WRONG);
  if (!(await verifyPassword(row.hash, password))) {
    throw appError('PAYMENT_PASSWORD_WRONG', 'The payment password is wrong.', { field });
  }
  await counter.reset(key);
}
