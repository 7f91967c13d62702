import { randomBytes } from 'node:crypto';
import {
  type ChangePasswordRequest,
  type ForgotPasswordEmailRequest,
  PASSWORD_LIMITS,
  PASSWORD_RESET_LINK_MINUTES,
  type PhoneResetRequest,
  type ResetPasswordRequest,
} from '@lobby/shared';
import { AppError, appError } from '../../core/errors.ts';
import { revokeMemberSessions, revokeRememberTokens } from '../../core/member-sessions.ts';
import { requireStrongPassword } from '../../core/password-policy.ts';
import { type AttemptCounterFactory, admit } from '../../core/rate-limits.ts';
import type { SessionCache } from '../../core/session-cache.ts';
import { consumeSmsCode } from '../../core/verification.ts';
import type { Db } from '../../db/client.ts';
import { ATTEMPT_WINDOW_MS, type AttemptCounter } from '../../lib/attempt-counter.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createToken, hashToken } from '../../lib/session-tokens.ts';
import type { SessionMember } from '../../plugins/session.ts';
import type { EmailProvider } from '../../providers/email/email-provider.ts';
import type { RunLater } from './background.ts';
import * as q from './queries.ts';
import { linkOrigin, type PublicSite, resetEmail, resetLink } from './reset-link.ts';

// Forgotten and changed passwords (spec 2.7, 2.8, 3, 4; issue 3; docs/decisions/012).

const HOUR_MS = 60 * 60 * 1000;

export interface PasswordCounters {
  /** Forgot-password e-mails and phone resets asked for, per IP, account and number. */
  perHour: AttemptCounter;
  /** Old-password tries on change password, per member, in 15 minutes; a right one clears them. */
  oldPasswordTries: AttemptCounter;
}

export function passwordCounters(counter: AttemptCounterFactory): PasswordCounters {
  return {
    perHour: counter(HOUR_MS, 'passwords-hour'),
    oldPasswordTries: counter(ATTEMPT_WINDOW_MS, 'passwords-old'),
  };
}

export interface PasswordsContext {
  db: Db;
  /** Tells every node's session cache, after commit, that a member's sessions were revoked. */
  sessions: Pick<SessionCache, 'memberChanged'>;
  email: EmailProvider;
  counters: PasswordCounters;
  later: RunLater;
  /** Where e-mailed links point: from the configuration, never the request (decision 030). */
  site: PublicSite;
}

const linkInvalid = () =>
  appError('RESET_LINK_INVALID', 'This link is invalid or has expired; ask for a new one.');
const confirmMismatch = () =>
  appError('PASSWORD_CONFIRM_MISMATCH', 'Confirmation password not matched', { field: 'confirmNewPassword' });
const sameAsOld = (field: string) =>
  appError('PASSWORD_SAME_AS_OLD', 'The new password and the old password cannot be the same', { field });

/**
 * What the link can be built from, taken from the request while it is still there. `protocol`
 * and `host` honour TRUST_PROXY.
 */
export interface RequestOrigin {
  ip: string;
}

// ---- Forgot password by e-mail (spec 2.7, 3, 7) ----

/**
 * Answers at once, the same whether or not the pair matched; the lookup, the link and the
 * e-mail happen after the answer, so not even its timing tells who has an account. Requests
 * are counted per IP and per account name as typed, matched or not, for the same reason.
 */
export async function forgotPassword(
  ctx: PasswordsContext,
  input: ForgotPasswordEmailRequest,
  origin: RequestOrigin,
): Promise<void> {
  await admit(ctx.counters.perHour, `forgot-ip:${origin.ip}`, PASSWORD_LIMITS.forgotPerIpPerHour);
  const account = input.username;
  await admit(ctx.counters.perHour, `forgot-account:${account}`, PASSWORD_LIMITS.forgotPerAccountPerHour);
  ctx.later(() => sendResetLink(ctx, account, input.email));
}

/** A new single-use link for the member with this pair, if any, by e-mail; older links end. */
async function sendResetLink(
  { db, email, site }: Pick<PasswordsContext, 'db' | 'email' | 'site'>,
  account: string,
  address: string,
): Promise<void> {
  const member = await q.findMemberByAccountAndEmail(db, account, address);
  const merchant = member && (await q.merchantForEmail(db));
  if (!member || !merchant) return;
  const { token, hash } = createToken();
  await db.transaction(async (tx) => {
    await q.endResetLinks(tx, member.id);
    await q.insertResetLink(tx, member.id, hash, PASSWORD_RESET_LINK_MINUTES);
  });
  const link = resetLink(linkOrigin(site, merchant.mainDomain), token);
  // A failed delivery stays in the outbox; the member asks again.
  await email.send({
    to: member.email ?? address,
    ...resetEmail(merchant.name, member.account, link),
    purpose: 'email-reset',
  });
}

// ---- The e-mailed link ----

export async function checkResetLink(db: Db, token: string): Promise<{ userName: string }> {
  const account = await q.liveResetLinkAccount(db, hashToken(token));
  if (account === undefined) throw linkInvalid();
  return { userName: account };
}

/**
 * Sets the new password with a live link: link used, hash stored, every session of the member
 * revoked, in one transaction. A used, expired or unknown link changes nothing.
 */
export async function resetPassword(
  { db, sessions }: Pick<PasswordsContext, 'db' | 'sessions'>,
  input: ResetPasswordRequest,
): Promise<{ userName: string }> {
  if (input.confirmNewPassword !== input.newPassword) throw confirmMismatch();
  const tokenHash = hashToken(input.token);
  // A cheap read first, so a dead link costs no argon2 run; the UPDATE below decides.
  const linkAccount = await q.liveResetLinkAccount(db, tokenHash);
  if (linkAccount === undefined) throw linkInvalid();
  await requireStrongPassword(input.newPassword, [linkAccount], 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const { memberId, account } = await db.transaction(async (tx) => {
    const memberId = await q.useResetLink(tx, tokenHash);
    const account = memberId === undefined ? undefined : await q.setPasswordHash(tx, memberId, passwordHash);
    if (memberId === undefined || account === undefined) throw linkInvalid();
    await revokeMemberSessions(tx, memberId, 'password_changed');
    await revokeRememberTokens(tx, memberId, 'password_changed');
    await q.endResetLinks(tx, memberId);
    return { memberId, account };
  });
  await sessions.memberChanged(memberId);
  return { userName: account };
}

// ---- Set password by phone (spec 2.7, 3, 4) ----

/** A real argon2id hash of a random password, checked when the number is nobody's. */
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

/**
 * The SMS code (purpose 'reset') is checked before the number's owner, so only whoever holds
 * the phone learns whether the number is registered. Both argon2 runs happen before anything
 * is answered, whatever the number, so the time taken tells nothing either.
 */
export async function resetPasswordByPhone(
  ctx: Pick<PasswordsContext, 'db' | 'counters' | 'sessions'>,
  input: PhoneResetRequest,
  ip: string,
): Promise<{ userName: string }> {
  const { db, counters } = ctx;
  const { countryDialingCode, mobileNum } = input;
  await admit(counters.perHour, `phone-ip:${ip}`, PASSWORD_LIMITS.phoneResetPerIpPerHour);
  await admit(
    counters.perHour,
    `phone-number:${countryDialingCode}${mobileNum}`,
    PASSWORD_LIMITS.phoneResetPerNumberPerHour,
  );
  // Before the code is spent, and on the number alone: whose number it is stays unsaid.
  await requireStrongPassword(
    input.newPassword,
    [mobileNum, `${countryDialingCode.slice(1)}${mobileNum}`],
    'newPassword',
  );
  const member = await q.findMemberByMobile(db, countryDialingCode, mobileNum);
  const same = await verifyPassword(member?.passwordHash ?? (await dummyPasswordHash()), input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const outcome = await db.transaction(async (tx): Promise<AppError | string> => {
    try {
      // Inside this transaction, which commits on a wrong code, so the spent try still counts.
      await consumeSmsCode(tx, {
        purpose: 'reset',
        countryDialingCode,
        mobileNum,
        code: input.verificationCode,
      });
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
    if (!member) {
      return appError('MOBILE_NOT_REGISTERED', 'This mobile number is not registered.', {
        field: 'mobileNum',
      });
    }
    if (member.status !== 'active') {
      return appError('ACCOUNT_DISABLED', 'Sorry, the user does not exist or is disabled.');
    }
    // spec 4: the web clears only the password on this answer and sends the same code again,
    // so throwing rolls the code's use back.
    if (same) throw sameAsOld('newPassword');
    await q.setPasswordHash(tx, member.id, passwordHash);
    await revokeMemberSessions(tx, member.id, 'password_changed');
    await revokeRememberTokens(tx, member.id, 'password_changed');
    await q.endResetLinks(tx, member.id);
    return member.account;
  });
  if (outcome instanceof AppError) throw outcome;
  // Only a committed reset gets here: member is the number's active owner.
  if (member) await ctx.sessions.memberChanged(member.id);
  return { userName: outcome };
}

// ---- Change password, passWordChangeV2 (spec 2.8, 3, 4, 5) ----

/**
 * Checks in order: trial, confirmation, the wrong-old-password count, the old password, new
 * differs from old. The new hash and the revocation of every other session of the member share
 * one transaction; the caller's session stays.
 */
export async function changePassword(
  ctx: Pick<PasswordsContext, 'db' | 'counters' | 'sessions'>,
  member: SessionMember,
  input: ChangePasswordRequest,
): Promise<void> {
  const { db, counters } = ctx;
  if (member.isTrial) {
    // spec 6: trial accounts are told to log in with a real account; the spec 8 text.
    throw appError(
      'TRIAL_NOT_ALLOWED',
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    );
  }
  if (input.confirmNewPassword !== input.newPassword) throw confirmMismatch();
  await requireStrongPassword(input.newPassword, [member.account], 'newPassword');
  // Every try is counted before argon2 runs and a right one clears the count, so even parallel
  // guesses get no more than the limit.
  const key = `member:${member.id}`;
  await admit(counters.oldPasswordTries, key, PASSWORD_LIMITS.changeWrongOldPassword);
  const current = await q.memberPasswordHash(db, member.id);
  if (current === undefined || !(await verifyPassword(current, input.oldPassword))) {
    throw appError('OLD_PASSWORD_WRONG', 'The old password is wrong', { field: 'oldPassword' });
  }
  await counters.oldPasswordTries.reset(key);
  if (input.newPassword === input.oldPassword) throw sameAsOld('newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await q.setPasswordHash(tx, member.id, passwordHash);
    await revokeMemberSessions(tx, member.id, 'password_changed', member.sessionId);
    // Every device's one-tap login too, this one's included (docs/decisions/035).
    await revokeRememberTokens(tx, member.id, 'password_changed');
    await q.endResetLinks(tx, member.id);
  });
  await ctx.sessions.memberChanged(member.id);
}
