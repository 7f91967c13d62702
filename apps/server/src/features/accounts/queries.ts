import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MERCHANT_ID } from '../../core/merchant-config.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../core/session-lifetime.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type NewMember = typeof t.member.$inferInsert;
export type NewSession = typeof t.memberSession.$inferInsert;

export async function merchantCurrency(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ code: t.merchant.currencyCode })
    .from(t.merchant)
    .where(eq(t.merchant.id, MERCHANT_ID));
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

/** What login needs of a member. */
const loginColumns = {
  id: t.member.id,
  account: t.member.account,
  passwordHash: t.member.passwordHash,
  status: t.member.status,
  customerType: t.member.customerType,
  firstTimeLogin: t.member.firstTimeLogin,
  isTrial: t.member.isTrial,
};

/** The member behind a login name, as the loginUsername or username rule normalised it. */
export async function findMemberByAccount(db: DbOrTx, account: string) {
  const [row] = await db.select(loginColumns).from(t.member).where(eq(t.member.account, account));
  return row;
}

/** The member registered with this mobile number (member_mobile_unique: at most one). */
export async function findMemberByMobile(db: DbOrTx, countryDialingCode: string, mobileNum: string) {
  const [row] = await db
    .select(loginColumns)
    .from(t.member)
    .where(and(eq(t.member.mobileDialingCode, countryDialingCode), eq(t.member.mobileNum, mobileNum)));
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

/**
 * Session renew: the idle clock starts again, and the stored end is brought within the absolute
 * lifetime (rows from before it existed ended 7 days after login); it never moves later.
 */
export async function renewSessionRow(db: DbOrTx, sessionId: number) {
  await db
    .update(t.memberSession)
    .set({
      lastSeenAt: sql`now()`,
      expiresAt: sql`least(${t.memberSession.expiresAt}, ${t.memberSession.createdAt} + make_interval(secs => ${SESSION_ABSOLUTE_MS / 1000}))`,
    })
    .where(and(eq(t.memberSession.id, sessionId), isNull(t.memberSession.revokedAt)));
}

/**
 * Takes the member's row lock until the transaction ends: logins of one member open their
 * sessions one after another, so the live-session cap holds under any concurrency.
 */
export async function lockMember(tx: DbOrTx, memberId: number) {
  await tx.select({ id: t.member.id }).from(t.member).where(eq(t.member.id, memberId)).for('update');
}

/**
 * Revokes as 'replaced' the member's live sessions but the `keep` newest, as of `now`: live is
 * not revoked and within its end as plugins/session.ts judges it (sessionEndsAt). Returns how
 * many it revoked. Trial members never log in again, so the idle rule here is the real members'.
 */
export async function revokeOldestLiveSessions(tx: DbOrTx, memberId: number, keep: number, now: Date) {
  const s = t.memberSession;
  const live = await tx
    .select({ id: s.id })
    .from(s)
    .where(
      and(
        eq(s.memberId, memberId),
        isNull(s.revokedAt),
        gt(s.expiresAt, now),
        gt(s.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
        gt(s.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(s.createdAt), desc(s.id));
  const oldest = live.slice(keep).map((row) => row.id);
  if (oldest.length === 0) return 0;
  await tx
    .update(s)
    .set({ revokedAt: sql`now()`, revokedReason: 'replaced' })
    .where(and(inArray(s.id, oldest), isNull(s.revokedAt)));
  return oldest.length;
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
      headIcon: t.member.headIcon,
    })
    .from(t.member)
    .leftJoin(upline, eq(upline.id, t.member.uplineId))
    .where(eq(t.member.id, memberId));
  return row;
}

export async function updateMember(
  db: DbOrTx,
  memberId: number,
  values: Partial<Pick<NewMember, 'nickname' | 'headIcon'>>,
) {
  await db.update(t.member).set(values).where(eq(t.member.id, memberId));
}

/**
 * The agent behind an active invitation code (stored upper-case) whose domain, if it has one,
 * is `domain`; only an active agent counts.
 */
export async function findAffiliateAgent(db: DbOrTx, code: string, domain: string | undefined) {
  const [row] = await db
    .select({ agentId: t.affiliateCode.agentId, domain: t.affiliateCode.domain, code: t.affiliateCode.code })
    .from(t.affiliateCode)
    .innerJoin(t.member, eq(t.member.id, t.affiliateCode.agentId))
    .where(
      and(
        eq(t.affiliateCode.code, code.toUpperCase()),
        eq(t.affiliateCode.active, true),
        eq(t.member.status, 'active'),
      ),
    );
  if (!row || (row.domain !== null && row.domain !== domain)) return undefined;
  return row;
}
