import { randomBytes } from 'node:crypto';
import {
  defaultDialingCode,
  type LoginRequest,
  type LoginResponse,
  nationalNumber,
  type SmsLoginRequest,
  type UsernameLoginRequest,
} from '@lobby/shared';
import type { z } from 'zod/mini';
import { AppError, appError } from '../../core/errors.ts';
import { requireMerchantConfig } from '../../core/merchant-config.ts';
import type { SessionCache } from '../../core/session-cache.ts';
import { consumeSmsCode } from '../../core/verification.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { SessionMember } from '../../plugins/session.ts';
import { type AccountLimits, countLoginTry, withCaptcha } from './limits.ts';
import { findMemberByAccount, findMemberByMobile, revokeSession } from './queries.ts';
import { type IssuedRememberToken, issueRememberToken } from './remember.ts';
import { type SessionMeta, signIn } from './service.ts';

// Login by username or SMS code (spec 2.5, 3, 4, 8; issue 3 "Sessions", "Captcha", "Rate
// limits"; issue 8 items 2, 4; docs/decisions/013, 031). No answer tells whether an account exists.

type Meta = SessionMeta & { ip: string; remember?: boolean | undefined };

/** The login answer, and this device's remember token when the remember flag was set. */
export interface LoginResult {
  answer: LoginResponse;
  rememberToken?: IssuedRememberToken | undefined;
}
type Member = NonNullable<Awaited<ReturnType<typeof findMemberByAccount>>>;

/** A real argon2id hash of a random password, verified when the username is unknown. */
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

const loginFailed = (captcha: boolean) =>
  appError('LOGIN_FAILED', 'Wrong username or password', { value: captcha ? { captcha: true } : undefined });

const digitsOnly = (value: string) => /^\d+$/.test(value);

async function usernameLogin(
  db: Db,
  limits: AccountLimits,
  input: z.infer<typeof UsernameLoginRequest>,
  meta: Meta,
) {
  const { username } = input;
  // spec 2.7: after a reset by phone the web logs in with the mobile number as username. A
  // member who registered by mobile knows their number, not the account name made from it, so
  // a name of digits is also read as a mobile number, with the dialing code sent or else the
  // merchant's own (issue 9: a way back in for every registration method; decision 038).
  const mobile = digitsOnly(username) ? nationalNumber(username) : null;
  const id = mobile && input.countryDialingCode ? `${input.countryDialingCode}:${mobile}` : username;
  const attempt = await countLoginTry(db, limits, id, meta.ip, input);
  let member = await findMemberByAccount(db, username);
  if (!member && mobile) {
    const dialingCode =
      input.countryDialingCode ?? defaultDialingCode((await requireMerchantConfig(db)).currency.code);
    member = await findMemberByMobile(db, dialingCode, mobile);
  }
  const ok = await verifyPassword(member?.passwordHash ?? (await dummyPasswordHash()), input.password);
  // Trial members have no password anyone knows (spec 6: free_reject, login not allowed).
  if (!member || !ok || member.isTrial) throw loginFailed(attempt.failed());
  await attempt.succeeded();
  return signInActive(db, member, meta);
}

/**
 * SMS login (MOBILEVERCODELOGIN3): the 'login' code is checked before the number is looked up,
 * for known and unknown numbers alike, so tries, expiry and the sixth-try lock answer the same
 * whoever owns the number. Only a right code for an unregistered number says so: only the
 * phone's holder can get there.
 */
async function smsLogin(db: Db, limits: AccountLimits, input: z.infer<typeof SmsLoginRequest>, meta: Meta) {
  const config = await requireMerchantConfig(db);
  if (!config.whitelabel.MOBILEVERCODELOGIN3) {
    throw appError('FORBIDDEN', 'Sorry, login by SMS code is not available on this site.');
  }
  const { countryDialingCode, username: mobileNum, password: code } = input;
  const attempt = await countLoginTry(db, limits, `${countryDialingCode}:${mobileNum}`, meta.ip, input);
  try {
    await consumeSmsCode(db, { purpose: 'login', countryDialingCode, mobileNum, code });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw attempt.failed() ? withCaptcha(error) : error;
  }
  await attempt.succeeded();
  const member = await findMemberByMobile(db, countryDialingCode, mobileNum);
  if (!member) {
    throw appError('MOBILE_NOT_REGISTERED', 'Sorry, the user does not exist or is disabled.');
  }
  return signInActive(db, member, meta);
}

async function signInActive(db: Db, member: Member, meta: Meta): Promise<LoginResult> {
  if (member.status !== 'active') {
    throw appError('ACCOUNT_DISABLED', 'Sorry, the user does not exist or is disabled.');
  }
  const answer = await signIn(db, member, meta);
  // spec 3 "remember", issue 8: a server-side token for one-tap logins, never the password.
  const rememberToken = meta.remember ? await issueRememberToken(db, member.id, meta) : undefined;
  return { answer, rememberToken };
}

export function login(db: Db, limits: AccountLimits, input: LoginRequest, meta: Meta): Promise<LoginResult> {
  return input.type === 'sms' ? smsLogin(db, limits, input, meta) : usernameLogin(db, limits, input, meta);
}

/** Logout (spec 7 DELETE): the session answers SESSION_REVOKED from now on, on every node. */
export async function logout(
  db: DbOrTx,
  sessions: Pick<SessionCache, 'memberChanged'>,
  member: SessionMember,
): Promise<void> {
  await revokeSession(db, member.sessionId, 'logout');
  await sessions.memberChanged(member.id);
}
