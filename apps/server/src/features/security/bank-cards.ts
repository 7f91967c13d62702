import {
  type BankCard,
  type BankCardsResponse,
  type BindBankCardRequest,
  cardNumberProblem,
} from '@lobby/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import { maskCardNumber } from '../../core/member-security.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import * as q from './queries.ts';
import { samePayee } from './rules.ts';

// Bank cards (spec 7 "bank cards", "payee name"; issue 11; decision 056): bound to a bank of
// the merchant's list, up to the operator's limit, all in one payee's name, shown masked.

type CardRow = Awaited<ReturnType<typeof q.liveCards>>[number];
const shown = (row: CardRow): BankCard => ({
  id: row.id,
  bankCode: row.bankCode,
  bankName: row.bankName,
  cardNumber: maskCardNumber(row.cardNumber),
  payeeName: row.payeeName,
  createdAt: row.createdAt.getTime(),
});

export async function listBankCards(db: Db, memberId: number): Promise<BankCardsResponse> {
  const [rows, member, maxBankCards] = await Promise.all([
    q.liveCards(db, memberId),
    q.memberSecurityRow(db, memberId),
    q.maxBankCards(db),
  ]);
  return { cards: rows.map(shown), payeeName: member?.payeeName ?? null, maxBankCards };
}

/**
 * Binds a card. The member row is locked so a member's binds run one at a time: the limit and
 * the payee name hold under parallel requests. The first card fixes member.payeeName; later
 * cards must carry the same name (compared without case or extra spaces).
 */
export async function bindBankCard(db: Db, memberId: number, input: BindBankCardRequest): Promise<BankCard> {
  const bank = await q.enabledBank(db, input.bankCode);
  if (!bank) throw appError('VALIDATION_ERROR', 'bankCode: not a bank of the list', { field: 'bankCode' });
  const problem = cardNumberProblem(bank, input.cardNumber);
  if (problem) {
    const range = `${bank.minDigits} to ${bank.maxDigits} digits`;
    const why = { digits: 'digits only', length: range, checkDigit: 'not a valid card number (check digit)' }[
      problem
    ];
    throw appError('VALIDATION_ERROR', `cardNumber: ${why}`, { field: 'cardNumber' });
  }
  const row = await db.transaction(async (tx) => {
    const member = await q.lockMember(tx, memberId);
    if (!member) throw appError('NOT_FOUND', 'No such member.');
    if (member.payeeName && !samePayee(member.payeeName, input.payeeName)) {
      throw appError('PAYEE_NAME_MISMATCH', 'Every card must be in the payee name of the first one.', {
        field: 'payeeName',
      });
    }
    const live = await q.liveCards(tx, memberId);
    if (live.some((card) => card.bankCode === bank.code && card.cardNumber === input.cardNumber)) {
      throw appError('BANK_CARD_DUPLICATE', 'This card is bound already.', { field: 'cardNumber' });
    }
    if (live.length >= (await q.maxBankCards(tx))) {
      throw appError('BANK_CARD_LIMIT', 'No more cards can be bound; remove one first.');
    }
    const payeeName = member.payeeName ?? input.payeeName.trim();
    if (!member.payeeName) await tx.update(t.member).set({ payeeName }).where(eq(t.member.id, memberId));
    const [card] = await tx
      .insert(t.bankCard)
      .values({
        memberId,
        bankCode: bank.code,
        bankName: bank.name,
        cardNumber: input.cardNumber,
        payeeName,
        isDefault: live.length === 0,
      })
      .returning();
    if (!card) throw new Error('bank card not written');
    return card;
  });
  return shown(row);
}

/** Removes a live card of the member's (soft: withdrawals keep pointing at it); 404 otherwise. */
export async function removeBankCard(db: Db, memberId: number, cardId: number): Promise<BankCardsResponse> {
  const removed = await db
    .update(t.bankCard)
    .set({ removedAt: sql`now()`, isDefault: false })
    .where(and(eq(t.bankCard.id, cardId), eq(t.bankCard.memberId, memberId), isNull(t.bankCard.removedAt)))
    .returning({ id: t.bankCard.id });
  if (removed.length === 0) throw appError('NOT_FOUND', 'No such card.');
  return listBankCards(db, memberId);
}

export async function listBanks(db: Db) {
  return { banks: await q.enabledBanks(db) };
}
