import { randomBytes } from 'node:crypto';
import {
  LOGIN_CAPTCHA_AFTER_FAILURES,
  type LoginRequest,
  type LoginResponse,
  type MemberInfo,
  REGISTRATION_RULE_FIELDS,
  type RegisterRequest,
  VALIDATION_RULES,
} from '@lobby/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { createWallet } from '../../db/ledger.ts';
import { readMerchantConfig } from '../../db/merchant-config.ts';
import { verifyCaptcha } from '../../db/verification.ts';
import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createToken } from '../../lib/session-tokens.ts';
import { AppError, validationError } from '../../plugins/app-error.ts';
import {
  findMemberByAccount,
  insertMember,
  insertSession,
  memberInfoRow,
  merchantCurrency,
  type NewMember,
  revokeSession,
} from './queries.ts';

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

// ---- Registration (spec 2.6, 3; issue 3 "Registration") ----

/** The optional fields of spec 2.6 item 4 that the merchant's rules switch on and off. */
const RULED_FIELDS = REGISTRATION_RULE_FIELDS.filter((field) => field !== 'captcha');
type RuledField = (typeof RULED_FIELDS)[number];

/** Fields with a spec 5 rule of the same name are checked by it; the others only by length. */
function formatOk(field: RuledField, value: string): boolean {
  const rule = (
    VALIDATION_RULES as Partial<Record<string, (typeof VALIDATION_RULES)[keyof typeof VALIDATION_RULES]>>
  )[field];
  return rule ? rule.safeParse(value).success : true;
}

const usernameTaken = () => new AppError('USERNAME_TAKEN', 409, 'Sorry, the username already exists.');

/** A PostgreSQL unique violation (23505) on `constraint`, thrown as is or wrapped by drizzle. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (name === undefined || name === constraint)) return true;
  }
  return false;
}

function captchaRequired() {
  return new AppError('CAPTCHA_REQUIRED', 400, 'Enter a captcha', 'captcha', { captcha: true });
}

/**
 * Registers a member by username (spec 2.6) and logs it in: the same answer as login (spec 3).
 * Checks in order: confirmation, the merchant's field rules, the captcha (consumed even when the
 * username then turns out taken, so each try costs one), then member + wallet in one transaction.
 */
export async function register(
  db: Db,
  input: RegisterRequest,
  meta: SessionMeta = {},
): Promise<LoginResponse> {
  if (input.confirmPassword !== input.password) {
    throw validationError('confirmPassword', 'Confirmation password not matched');
  }
  const config = await readMerchantConfig(db);
  if (!config) throw new AppError('SERVICE_UNAVAILABLE', 503, 'The merchant is not configured yet.');
  const optional: Partial<Record<RuledField, string>> = {};
  for (const field of RULED_FIELDS) {
    const raw = input[field];
    const value = raw === undefined || raw.trim() === '' ? undefined : raw;
    const rule = config.register[field];
    if (value !== undefined && !rule.enabled) throw validationError(field, 'this field is not accepted');
    if (value === undefined && rule.enabled && rule.required)
      throw validationError(field, 'this field is required');
    if (value !== undefined && !formatOk(field, value)) throw validationError(field, 'invalid format');
    if (value !== undefined) optional[field] = value;
  }
  if (config.register.captcha.enabled) {
    if (!input.captchaId || !input.captcha) throw captchaRequired();
    await verifyCaptcha(db, input.captchaId, input.captcha);
  }
  const { paymentPassword, ...fields } = optional;
  let member: Awaited<ReturnType<typeof createMember>>['member'];
  try {
    ({ member } = await db.transaction((tx) =>
      createMember(tx, {
        ...fields,
        account: input.username,
        password: input.password,
        paymentPassword,
        customerType: 0,
        // The member just chose this password: no forced change (firstTimeLogin is for accounts
        // made by someone else, e.g. an agent).
        firstTimeLogin: false,
      }),
    ));
  } catch (error) {
    if (isUniqueViolation(error, 'member_account_unique')) throw usernameTaken();
    throw error;
  }
  return signIn(db, member, meta);
}

/** spec 3 login response for a member who just registered or logged in: a new session. */
async function signIn(
  db: Db,
  member: { id: number; account: string; customerType: number; firstTimeLogin: boolean },
  meta: Parameters<typeof createSession>[2],
) {
  const { token } = await createSession(db, member.id, meta);
  return {
    token,
    userName: member.account,
    customerType: member.customerType,
    firstTimeLogin: member.firstTimeLogin,
  };
}

// ---- Login (spec 3, 4, 8; issue 3 "Sessions", "Captcha", "Rate limits") ----

/** A real argon2id hash of a random password, verified when the username is unknown. */
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

const loginFailed = (captcha: boolean) =>
  new AppError(
    'LOGIN_FAILED',
    401,
    'Wrong username or password',
    undefined,
    captcha ? { captcha: true } : undefined,
  );

/**
 * Username login. Failures are counted per lower-cased username and IP; from the
 * LOGIN_CAPTCHA_AFTER_FAILURES-th on, the answer says `value.captcha` and a captcha is demanded.
 * An unknown username and a wrong password give the same answer at the same argon2 cost.
 */
export async function login(
  db: Db,
  attempts: AttemptCounter,
  input: LoginRequest,
  meta: SessionMeta & { ip: string },
): Promise<LoginResponse> {
  const username = input.username.trim().toLowerCase();
  const key = `login:${username}:${meta.ip}`;
  if ((await attempts.count(key)) >= LOGIN_CAPTCHA_AFTER_FAILURES) {
    if (!input.captchaId || !input.captcha) throw captchaRequired();
    try {
      await verifyCaptcha(db, input.captchaId, input.captcha);
    } catch (error) {
      if (error instanceof AppError) {
        throw new AppError(error.code, error.status, error.message, 'captcha', { captcha: true });
      }
      throw error;
    }
  }
  const member = await findMemberByAccount(db, username);
  const ok = await verifyPassword(member?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!member || !ok) {
    const failures = await attempts.increment(key);
    throw loginFailed(failures >= LOGIN_CAPTCHA_AFTER_FAILURES);
  }
  if (member.status !== 'active') {
    throw new AppError('ACCOUNT_DISABLED', 403, 'Sorry, the user does not exist or is disabled.');
  }
  await attempts.reset(key);
  return signIn(db, member, meta);
}

/** Logout (spec 7 DELETE): the session answers SESSION_REVOKED from now on. */
export async function logout(db: DbOrTx, sessionId: number): Promise<void> {
  await revokeSession(db, sessionId, 'logout');
}

/** spec 3 "Member info". */
export async function memberInfo(db: DbOrTx, memberId: number): Promise<MemberInfo> {
  const row = await memberInfoRow(db, memberId);
  if (!row) throw new AppError('NOT_FOUND', 404, 'Sorry, the user does not exist or is disabled.');
  return {
    id: row.id,
    nickname: row.nickname,
    account: row.account,
    regDate: row.regDate.getTime(),
    type: row.customerType,
    toUpline: row.uplineAccount,
    vipLevel: row.vipLevel,
  };
}
