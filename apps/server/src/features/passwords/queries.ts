import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** What the reset e-mail needs of the merchant. */
export async function merchantForEmail(db: DbOrTx) {
  const [row] = await db
    .select({ name: t.merchant.name, mainDomain: t.merchant.mainDomain })
    .from(t.merchant)
    .limit(1);
  return row;
}

/** An active, non-trial member with this account (stored lower-case) and e-mail (any case). */
export async function findMemberByAccountAndEmail(db: DbOrTx, account: string, email: string) {
  const [row] = await db
    .select({ id: t.member.id, account: t.member.account, email: t.member.email })
    .from(t.member)
    .where(
      and(
        eq(t.member.account, account),
        sql`lower(${t.member.email}) = lower(${email})`,
        eq(t.member.status, 'active'),
        eq(t.member.isTrial, false),
      ),
    );
  return row;
}

/** The non-trial member registered with this number (unique together), active or not. */
export async function findMemberByMobile(db: DbOrTx, countryDialingCode: string, mobileNum: string) {
  const [row] = await db
    .select({
      id: t.member.id,
      account: t.member.account,
      passwordHash: t.member.passwordHash,
      status: t.member.status,
    })
    .from(t.member)
    .where(
      and(
        eq(t.member.mobileDialingCode, countryDialingCode),
        eq(t.member.mobileNum, mobileNum),
        eq(t.member.isTrial, false),
      ),
    );
  return row;
}

export async function memberPasswordHash(db: DbOrTx, memberId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: t.member.passwordHash })
    .from(t.member)
    .where(eq(t.member.id, memberId));
  return row?.passwordHash;
}

/** Expiry by the database clock, like every other check of the link. */
export async function insertResetLink(db: DbOrTx, memberId: number, tokenHash: string, minutes: number) {
  await db.insert(t.passwordReset).values({
    memberId,
    tokenHash,
    expiresAt: sql`now() + make_interval(mins => ${minutes})`,
  });
}

/** Ends the member's unused links: a newer link or a new password supersedes them. */
export async function endResetLinks(db: DbOrTx, memberId: number) {
  await db
    .update(t.passwordReset)
    .set({ usedAt: sql`now()` })
    .where(and(eq(t.passwordReset.memberId, memberId), isNull(t.passwordReset.usedAt)));
}

/** The account a live link (unused, unexpired, its member active) resets; undefined otherwise. */
export async function liveResetLinkAccount(db: DbOrTx, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ account: t.member.account })
    .from(t.passwordReset)
    .innerJoin(t.member, eq(t.member.id, t.passwordReset.memberId))
    .where(
      and(
        eq(t.passwordReset.tokenHash, tokenHash),
        isNull(t.passwordReset.usedAt),
        gt(t.passwordReset.expiresAt, sql`now()`),
        eq(t.member.status, 'active'),
      ),
    );
  return row?.account;
}

/**
 * Marks a live link used and answers its member: one UPDATE, so of two requests racing with the
 * same link only one gets a row back.
 */
export async function useResetLink(db: DbOrTx, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(t.passwordReset)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(t.passwordReset.tokenHash, tokenHash),
        isNull(t.passwordReset.usedAt),
        gt(t.passwordReset.expiresAt, sql`now()`),
      ),
    )
    .returning({ memberId: t.passwordReset.memberId });
  return row?.memberId;
}

/**
 * Stores a new password hash of an active member; the member chose it, so no forced change at
 * the next login, and no SMS-only member any more (decision 038). Answers the account, or
 * undefined when the member is not active.
 */
export async function setPasswordHash(
  db: DbOrTx,
  memberId: number,
  passwordHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(t.member)
    .set({ passwordHash, passwordChosen: true, firstTimeLogin: false })
    .where(and(eq(t.member.id, memberId), eq(t.member.status, 'active')))
    .returning({ account: t.member.account });
  return row?.account;
}
