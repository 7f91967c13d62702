import { randomBytes } from 'node:crypto';
import type { LoginResponse } from '@lobby/shared';
import { appError, merchantNotConfigured } from '../../core/errors.ts';
import { createWallet } from '../../core/ledger.ts';
import type { SessionCache } from '../../core/session-cache.ts';
import { MAX_LIVE_SESSIONS, SESSION_ABSOLUTE_MS } from '../../core/session-lifetime.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createToken } from '../../lib/session-tokens.ts';
import {
  insertMember,
  insertSession,
  lockMember,
  merchantCurrency,
  type NewMember,
  revokeOldestLiveSessions,
} from './queries.ts';

// What registration, login and trial play share: members with wallets, sessions, errors.

export type MemberInput = Omit<NewMember, 'id' | 'passwordHash' | 'paymentPasswordHash' | 'regDate'> & {
  password: string;
  paymentPassword?: string | undefined;
};

/**
 * Inserts a member and its wallet in the merchant's currency (issue 3 "Wallet core") inside the
 * caller's transaction, so registration never leaves a member without a wallet.
 */
export async function createMember(tx: Tx, input: MemberInput) {
  const { password, paymentPassword, ...fields } = input;
  // Hashed before the first write, so argon2's tens of milliseconds hold no row lock.
  const passwordHash = await hashPassword(password);
  // Payment password (spec 2.6) hashed the same way, separately (issue 3 "Passwords").
  const paymentPasswordHash = paymentPassword ? await hashPassword(paymentPassword) : null;
  const currency = await merchantCurrency(tx);
  if (!currency) throw merchantNotConfigured();
  const member = await insertMember(tx, {
    ...fields,
    account: fields.account.toLowerCase(),
    passwordHash,
    paymentPasswordHash,
  });
  const wallet = await createWallet(tx, member.id, currency);
  return { member, wallet };
}

export interface SessionInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** A request's session details, and the cache that must learn of sessions a login replaces. */
export interface SessionMeta extends SessionInfo {
  sessions: Pick<SessionCache, 'memberChanged'>;
}

/**
 * Opens a session; the token is returned once and only its hash is stored. It ends
 * SESSION_ABSOLUTE_MS from now (trial play passes the trial's end instead). In one transaction
 * with the member's row locked, the member's oldest live sessions beyond MAX_LIVE_SESSIONS - 1
 * are revoked as 'replaced' (`replaced` says how many): the caller tells the caches after commit.
 */
export async function createSession(
  db: DbOrTx,
  memberId: number,
  info: SessionInfo = {},
  expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS),
) {
  const { token, hash } = createToken();
  const replaced = await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const count = await revokeOldestLiveSessions(tx, memberId, MAX_LIVE_SESSIONS - 1, new Date());
    await insertSession(tx, {
      memberId,
      tokenHash: hash,
      expiresAt,
      userAgent: info.userAgent ?? null,
      ip: info.ip ?? null,
    });
    return count;
  });
  return { token, expiresAt, replaced };
}

/**
 * spec 3 login response for a member who just registered or logged in: a new session. Sessions
 * it replaced answer SESSION_REPLACED at once on every node.
 */
export async function signIn(
  db: Db,
  member: { id: number; account: string; customerType: number; firstTimeLogin: boolean },
  meta: SessionMeta,
): Promise<LoginResponse> {
  const { token, replaced } = await createSession(db, member.id, meta);
  if (replaced > 0) await meta.sessions.memberChanged(member.id);
  return {
    token,
    userName: member.account,
    customerType: member.customerType,
    firstTimeLogin: member.firstTimeLogin,
  };
}

/** A password nobody is told (trial members, mobile members without MOBILENUMPASSREG3). */
export const unknowablePassword = () => randomBytes(24).toString('base64url');

export function captchaRequired() {
  return appError('CAPTCHA_REQUIRED', 'Enter a captcha', { field: 'captcha', value: { captcha: true } });
}

export const usernameTaken = () => appError('USERNAME_TAKEN', 'Sorry, the username already exists.');
export const mobileTaken = () =>
  appError('MOBILE_TAKEN', 'This mobile number is already registered.', { field: 'mobileNum' });
