import type { LoginResponse } from '@lobby/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import { type AttemptCounterFactory, tooManyAttempts } from '../../core/rate-limits.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { createToken, hashToken } from '../../lib/session-tokens.ts';
import { createSession, type SessionMeta } from './service.ts';

// The remembered login without the password (issue 8, docs/decisions/035): a server-side token
// per device, stored hashed, good for one use; each use answers a login and the next token.

const DAY_MS = 24 * 60 * 60 * 1000;

export const REMEMBER_LIMITS = {
  /** A token not used within this long ends: a month away from the app means typing again. */
  idleMs: 30 * DAY_MS,
  /** No chain outlives the password (or SMS code) login that began it by more than this. */
  absoluteMs: 90 * DAY_MS,
  /** Refused tokens per IP in `failureWindowMs` before the endpoint answers 429. */
  failuresPerIp: 20,
  failureWindowMs: 15 * 60 * 1000,
} as const;

export interface IssuedRememberToken {
  token: string;
  expiresAt: Date;
}

type Meta = SessionMeta & { ip: string };

/** A remembered login's answer (spec 3 login response) and the device's next token. */
export interface RememberedLogin {
  answer: LoginResponse;
  next: IssuedRememberToken;
  /** Live sessions the new one replaced (the cap of decision 034), and whose they were. */
  replaced: number;
  memberId: number;
}

async function insertToken(
  db: DbOrTx,
  memberId: number,
  meta: Meta,
  chain?: { chain: string; startedAt: Date },
): Promise<IssuedRememberToken> {
  const { token, hash } = createToken();
  const now = Date.now();
  const startedAt = chain?.startedAt ?? new Date(now);
  const expiresAt = new Date(
    Math.min(now + REMEMBER_LIMITS.idleMs, startedAt.getTime() + REMEMBER_LIMITS.absoluteMs),
  );
  await db.insert(t.rememberToken).values({
    memberId,
    chain: chain?.chain ?? hash,
    tokenHash: hash,
    chainStartedAt: startedAt,
    expiresAt,
    userAgent: meta.userAgent ?? null,
    ip: meta.ip,
  });
  return { token, expiresAt };
}

/** A new chain for this device, after a login with the remember flag (spec 3 "remember"). */
export function issueRememberToken(db: DbOrTx, memberId: number, meta: Meta): Promise<IssuedRememberToken> {
  return insertToken(db, memberId, meta);
}

const refused = () =>
  appError('REMEMBER_TOKEN_INVALID', 'The remembered login has ended; please log in with your password.');

/** Revokes every token of a chain; `reused` is theft detection, `forgotten` the member's choice. */
async function revokeChain(db: DbOrTx, chain: string, reason: 'reused' | 'forgotten') {
  await db
    .update(t.rememberToken)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(t.rememberToken.chain, chain), isNull(t.rememberToken.revokedAt)));
}

/**
 * Spends the token in one statement (so two racing uses cannot both win), then opens a session
 * and issues the chain's next token in the same transaction. A token already spent revokes the
 * whole chain: whoever holds the newer one is not this caller, or this caller is not the
 * device (OWASP session-management cheat sheet, refresh-token reuse detection).
 */
async function spend(db: Db, tokenHash: string, meta: Meta): Promise<RememberedLogin | undefined> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(t.rememberToken)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(t.rememberToken.tokenHash, tokenHash),
          isNull(t.rememberToken.usedAt),
          isNull(t.rememberToken.revokedAt),
          gt(t.rememberToken.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!spent) {
      const chain = await reusedChain(tx, tokenHash);
      if (chain) await revokeChain(tx, chain, 'reused');
      return undefined;
    }
    const [member] = await tx
      .select({
        id: t.member.id,
        account: t.member.account,
        customerType: t.member.customerType,
        firstTimeLogin: t.member.firstTimeLogin,
        status: t.member.status,
        isTrial: t.member.isTrial,
      })
      .from(t.member)
      .where(eq(t.member.id, spent.memberId));
    if (member?.status !== 'active' || member.isTrial) return undefined;
    const { token, replaced } = await createSession(tx, member.id, meta);
    const next = await insertToken(tx, member.id, meta, {
      chain: spent.chain,
      startedAt: spent.chainStartedAt,
    });
    const answer: LoginResponse = {
      token,
      userName: member.account,
      customerType: member.customerType,
      firstTimeLogin: member.firstTimeLogin,
    };
    return { answer, next, replaced, memberId: member.id };
  });
}

/** The chain of a token that was spent already (and not revoked since), if it is one. */
async function reusedChain(db: DbOrTx, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({
      chain: t.rememberToken.chain,
      usedAt: t.rememberToken.usedAt,
      revokedAt: t.rememberToken.revokedAt,
    })
    .from(t.rememberToken)
    .where(eq(t.rememberToken.tokenHash, tokenHash));
  return row?.usedAt && !row.revokedAt ? row.chain : undefined;
}

export function rememberCounters(counter: AttemptCounterFactory) {
  return counter(REMEMBER_LIMITS.failureWindowMs, 'remember-ip');
}
export type RememberCounter = ReturnType<typeof rememberCounters>;

/**
 * POST remembered: the login answer and the device's next token. Refused tokens (unknown,
 * expired, revoked, reused) all answer REMEMBER_TOKEN_INVALID and count against the IP, so the
 * endpoint is no way around the login limits (issue 8 items 2, 4).
 */
export async function rememberedLogin(
  db: Db,
  failures: RememberCounter,
  token: string | undefined,
  meta: Meta,
): Promise<RememberedLogin> {
  const key = meta.ip;
  if ((await failures.count(key)) >= REMEMBER_LIMITS.failuresPerIp) {
    throw tooManyAttempts(Math.max(1, Math.ceil((await failures.msLeft(key)) / 1000)));
  }
  const result = token ? await spend(db, hashToken(token), meta) : undefined;
  if (result) {
    // Every node's cache learns of the sessions this login replaced, after the commit.
    if (result.replaced > 0) await meta.sessions.memberChanged(result.memberId);
    return result;
  }
  await failures.increment(key);
  throw refused();
}

/** "Not you?" / unchecking remember: this device's chain ends; an unknown token changes nothing. */
export async function forgetRememberedLogin(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  const [row] = await db
    .select({ chain: t.rememberToken.chain })
    .from(t.rememberToken)
    .where(eq(t.rememberToken.tokenHash, hashToken(token)));
  if (row) await revokeChain(db, row.chain, 'forgotten');
}
