import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

// Session reads shared by the auth plugin and the accounts feature (features never import each
// other). Sessions are opened by features/accounts; features/passwords revokes them in bulk.

/** The session behind a token hash, with what requireMember needs of its member. */
export async function findSessionByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: t.memberSession.id,
      expiresAt: t.memberSession.expiresAt,
      revokedAt: t.memberSession.revokedAt,
      revokedReason: t.memberSession.revokedReason,
      createdAt: t.memberSession.createdAt,
      lastSeenAt: t.memberSession.lastSeenAt,
      memberId: t.member.id,
      account: t.member.account,
      customerType: t.member.customerType,
      status: t.member.status,
      isTrial: t.member.isTrial,
      trialExpiresAt: t.member.trialExpiresAt,
    })
    .from(t.memberSession)
    .innerJoin(t.member, eq(t.member.id, t.memberSession.memberId))
    .where(eq(t.memberSession.tokenHash, tokenHash));
  return row;
}

/** Moves last_seen_at to now unless it moved within `intervalSeconds`; concurrent calls write once. */
export async function touchSession(db: DbOrTx, sessionId: number, intervalSeconds: number) {
  await db
    .update(t.memberSession)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(t.memberSession.id, sessionId),
        lt(t.memberSession.lastSeenAt, sql`now() - make_interval(secs => ${intervalSeconds})`),
      ),
    );
}

/**
 * Revokes every live session of a member, but `exceptSessionId` when given (change password
 * keeps the caller's own). Sessions already revoked keep their first reason.
 */
export async function revokeMemberSessions(
  db: DbOrTx,
  memberId: number,
  reason: (typeof t.SESSION_REVOKED_REASONS)[number],
  exceptSessionId?: number,
): Promise<void> {
  await db
    .update(t.memberSession)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(t.memberSession.memberId, memberId),
        isNull(t.memberSession.revokedAt),
        exceptSessionId === undefined ? undefined : ne(t.memberSession.id, exceptSessionId),
      ),
    );
}

/**
 * Revokes every live remember token of a member (issue 8, docs/decisions/035): password change
 * and both resets, and any "log out everywhere", call it so no device logs in with one tap after.
 */
export async function revokeRememberTokens(
  db: DbOrTx,
  memberId: number,
  reason: (typeof t.REMEMBER_REVOKED_REASONS)[number],
): Promise<void> {
  await db
    .update(t.rememberToken)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(t.rememberToken.memberId, memberId), isNull(t.rememberToken.revokedAt)));
}
