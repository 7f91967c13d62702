import type { DbOrTx, Tx } from '../../db/client.ts';
import { createWallet } from '../../db/ledger.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createToken } from '../../lib/session-tokens.ts';
import { AppError } from '../../plugins/app-error.ts';
import { insertMember, insertSession, merchantCurrency, type NewMember } from './queries.ts';

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
  if (!currency) throw new AppError('SERVICE_UNAVAILABLE', 503, 'The merchant is not configured yet.');
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
export async function createSession(db: DbOrTx, memberId: number, meta: SessionMeta = {}) {
  const { token, hash } = createToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await insertSession(db, {
    memberId,
    tokenHash: hash,
    expiresAt,
    userAgent: meta.userAgent ?? null,
    ip: meta.ip ?? null,
  });
  return { token, expiresAt };
}
