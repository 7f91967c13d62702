import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

export type NewMember = typeof t.member.$inferInsert;
export type NewSession = typeof t.memberSession.$inferInsert;

export async function merchantCurrency(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ code: t.merchant.currencyCode })
    .from(t.merchant)
    .where(eq(t.merchant.id, 1));
  return row?.code;
}

export async function insertMember(db: DbOrTx, values: NewMember) {
  const [row] = await db.insert(t.member).values(values).returning();
  if (!row) throw new Error('member insert returned no row');
  return row;
}

export async function insertSession(db: DbOrTx, values: NewSession) {
  const [row] = await db.insert(t.memberSession).values(values).returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

/** The member behind a login name (stored lower-case), with what login needs. */
export async function findMemberByAccount(db: DbOrTx, account: string) {
  const [row] = await db
    .select({
      id: t.member.id,
      account: t.member.account,
      passwordHash: t.member.passwordHash,
      status: t.member.status,
      customerType: t.member.customerType,
      firstTimeLogin: t.member.firstTimeLogin,
    })
    .from(t.member)
    .where(eq(t.member.account, account.toLowerCase()));
  return row;
}

/** Revokes one session now; a session already revoked keeps its first reason. */
export async function revokeSession(
  db: DbOrTx,
  sessionId: number,
  reason: (typeof t.SESSION_REVOKED_REASONS)[number],
) {
  await db
    .update(t.memberSession)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(t.memberSession.id, sessionId), isNull(t.memberSession.revokedAt)));
}

const upline = alias(t.member, 'upline');

/** spec 3 "Member info", with the upline's account. */
export async function memberInfoRow(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({
      id: t.member.id,
      nickname: t.member.nickname,
      account: t.member.account,
      regDate: t.member.regDate,
      customerType: t.member.customerType,
      uplineAccount: upline.account,
      vipLevel: t.member.vipLevel,
    })
    .from(t.member)
    .leftJoin(upline, eq(upline.id, t.member.uplineId))
    .where(eq(t.member.id, memberId));
  return row;
}
