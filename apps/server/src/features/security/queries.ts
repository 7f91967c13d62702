import { and, asc, eq, isNull } from 'drizzle-orm';
import { BANK_CARD_COLUMNS } from '../../core/member-security.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

// The security centre's SQL (issue 11). Writes to member rows are the security columns only.

export async function memberSecurityRow(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({
      account: t.member.account,
      passwordHash: t.member.passwordHash,
      paymentPasswordHash: t.member.paymentPasswordHash,
      payeeName: t.member.payeeName,
      email: t.member.email,
      emailVerifiedAt: t.member.emailVerifiedAt,
      nickname: t.member.nickname,
      mobileDialingCode: t.member.mobileDialingCode,
      mobileNum: t.member.mobileNum,
    })
    .from(t.member)
    .where(eq(t.member.id, memberId));
  return row;
}

/** Locks the member row: card binds of one member run one at a time (limit, payee name). */
export async function lockMember(tx: DbOrTx, memberId: number) {
  const [row] = await tx
    .select({ payeeName: t.member.payeeName })
    .from(t.member)
    .where(eq(t.member.id, memberId))
    .for('update');
  return row;
}

export async function setPaymentPasswordHash(db: DbOrTx, memberId: number, hash: string) {
  await db.update(t.member).set({ paymentPasswordHash: hash }).where(eq(t.member.id, memberId));
}

export async function maxBankCards(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ max: t.securitySetting.maxBankCards }).from(t.securitySetting);
  return row?.max ?? 3;
}

export function liveCards(db: DbOrTx, memberId: number) {
  return db
    .select({ ...BANK_CARD_COLUMNS, createdAt: t.bankCard.createdAt })
    .from(t.bankCard)
    .where(and(eq(t.bankCard.memberId, memberId), isNull(t.bankCard.removedAt)))
    .orderBy(asc(t.bankCard.createdAt), asc(t.bankCard.id));
}

const bankColumns = {
  code: t.bank.code,
  name: t.bank.name,
  kind: t.bank.kind,
  minDigits: t.bank.minDigits,
  maxDigits: t.bank.maxDigits,
  luhn: t.bank.luhn,
};

export function enabledBanks(db: DbOrTx) {
  return db
    .select(bankColumns)
    .from(t.bank)
    .where(eq(t.bank.enabled, true))
    .orderBy(asc(t.bank.sortOrder), asc(t.bank.code));
}

export function allBanks(db: DbOrTx) {
  return db
    .select({ ...bankColumns, enabled: t.bank.enabled, sortOrder: t.bank.sortOrder })
    .from(t.bank)
    .orderBy(asc(t.bank.sortOrder), asc(t.bank.code));
}

export async function enabledBank(db: DbOrTx, code: string) {
  const [row] = await db
    .select(bankColumns)
    .from(t.bank)
    .where(and(eq(t.bank.code, code), eq(t.bank.enabled, true)));
  return row;
}

export async function merchantForEmail(db: DbOrTx) {
  const [row] = await db
    .select({ name: t.merchant.name, mainDomain: t.merchant.mainDomain })
    .from(t.merchant);
  return row;
}

export async function questionIds(db: DbOrTx, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ questionId: t.securityAnswer.questionId })
    .from(t.securityAnswer)
    .where(eq(t.securityAnswer.memberId, memberId))
    .orderBy(asc(t.securityAnswer.slot));
  return rows.map((row) => row.questionId);
}

export function answerHashes(db: DbOrTx, memberId: number) {
  return db
    .select({ slot: t.securityAnswer.slot, answerHash: t.securityAnswer.answerHash })
    .from(t.securityAnswer)
    .where(eq(t.securityAnswer.memberId, memberId))
    .orderBy(asc(t.securityAnswer.slot));
}
