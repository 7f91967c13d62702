import { randomBytes } from 'node:crypto';
import type { LoginResponse } from '@lobby/shared';
import { appError, merchantNotConfigured } from '../../core/errors.ts';
import { createWallet } from '../../core/ledger.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createToken } from '../../lib/session-tokens.ts';
import { insertMember, insertSession, merchantCurrency, type NewMember } from './queries.ts';

// What registration, login and trial play share: members with wallets, sessions, errors.

/** How long a login lasts; the one place to change it. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

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

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Opens a session; the token is returned once and only its hash is stored. */
export async function createSession(
  db: DbOrTx,
  memberId: number,
  meta: SessionMeta = {},
  expiresAt = new Date(Date.now() + SESSION_TTL_MS),
) {
  const { token, hash } = createToken();
  await insertSession(db, {
    memberId,
    tokenHash: hash,
    expiresAt,
    userAgent: meta.userAgent ?? null,
    ip: meta.ip ?? null,
  });
  return { token, expiresAt };
}

/** spec 3 login response for a member who just registered or logged in: a new session. */
export async function signIn(
  db: Db,
  member: { id: number; account: string; customerType: number; firstTimeLogin: boolean },
  meta: SessionMeta,
): Promise<LoginResponse> {
  const { token } = await createSession(db, member.id, meta);
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
