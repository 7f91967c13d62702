import { LOGIN_CAPTCHA_AFTER_FAILURES } from '@lobby/shared';
import { AppError, appError } from '../../core/errors.ts';
import {
  type AttemptCounterFactory,
  type WindowLimit,
  type WindowLimiter,
  windowLimiter,
} from '../../core/rate-limits.ts';
import { verifyCaptcha } from '../../core/verification.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ATTEMPT_WINDOW_MS, type AttemptCounter } from '../../lib/attempt-counter.ts';
import { captchaRequired } from './service.ts';

// Rate limits and captcha demands of login, registration and trial (issue 3 "Rate limits",
// issue 8 items 2, 4, 5; docs/decisions/013 and 031). Counted in memory, or in Redis when
// REDIS_URL is set, so nodes share them; every count is taken in one atomic step before the
// password, SMS code or uniqueness is looked at, so racing requests cannot pass together.

const MINUTE = 60_000;

export const ACCOUNT_LIMITS = {
  /**
   * Login tries of one account name or mobile number, from any IP. Past `max`, every try needs
   * a solved captcha, from every address; never a 429, so nobody can lock the owner out.
   */
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Login tries from one IP, any account: a hard 429 past `max`. A success gives its try back. */
  loginFailuresPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** Registration attempts per IP, counted before the captcha and any uniqueness check. */
  registrationsPerIp: { max: 10, windowMs: 60 * MINUTE },
  /** Trial accounts made per IP. */
  trialsPerIp: { max: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, WindowLimit>;
export type AccountLimitSettings = Record<keyof typeof ACCOUNT_LIMITS, WindowLimit>;

export interface AccountLimits {
  /** Tries per login name and IP; past LOGIN_CAPTCHA_AFTER_FAILURES, login needs a captcha. */
  captcha: AttemptCounter;
  /** Tries per login name from any IP (a window from its first try). */
  loginAccount: AttemptCounter;
  /** Past this many tries per name, every try needs a captcha. */
  loginAccountMax: number;
  loginIp: WindowLimiter;
  registration: WindowLimiter;
  trial: WindowLimiter;
}

export function accountLimits(
  counter: AttemptCounterFactory,
  settings: AccountLimitSettings = ACCOUNT_LIMITS,
  // Read late, so a test's fake clock reaches it.
  now: () => number = () => Date.now(),
): AccountLimits {
  return {
    captcha: counter(ATTEMPT_WINDOW_MS),
    loginAccount: counter(settings.loginFailuresPerAccount.windowMs, 'login-account'),
    loginAccountMax: settings.loginFailuresPerAccount.max,
    loginIp: windowLimiter(counter, 'login-ip', settings.loginFailuresPerIp, now),
    registration: windowLimiter(counter, 'register-ip', settings.registrationsPerIp, now),
    trial: windowLimiter(counter, 'trial-ip', settings.trialsPerIp, now),
  };
}

/** The same error with `value.captcha`, so the web shows the captcha (spec 4, 8). */
export const withCaptcha = (error: AppError, field = error.field) =>
  appError(error.code, error.message, { field, value: { captcha: true } });

/** Spends the captcha of `proof`; CAPTCHA_REQUIRED without one. */
export async function requireCaptcha(db: DbOrTx, proof: { captchaId?: string; captcha?: string }) {
  if (!proof.captchaId || !proof.captcha) throw captchaRequired();
  try {
    await verifyCaptcha(db, proof.captchaId, proof.captcha);
  } catch (error) {
    throw error instanceof AppError ? withCaptcha(error, 'captcha') : error;
  }
}

/**
 * Counts one login try of `id` (account name or dialing code + number) from `ip`, before any
 * password or code is looked at (issue 8 items 2, 4): 429 past the IP's limit; then a solved
 * captcha from the LOGIN_CAPTCHA_AFTER_FAILURES + 1-th try of this name from this IP on, and
 * from every address once the name has had `loginAccountMax` tries. Each count is one atomic
 * increment, so of N racing tries only the first ones reach the password without a captcha.
 * Unknown names count like known ones.
 */
export async function countLoginTry(
  db: DbOrTx,
  limits: AccountLimits,
  id: string,
  ip: string,
  proof: { captchaId?: string; captcha?: string },
) {
  const releaseIp = await limits.loginIp.take(ip);
  const pairKey = `login:${id}:${ip}`;
  const pair = await limits.captcha.increment(pairKey);
  const account = await limits.loginAccount.increment(id);
  if (pair > LOGIN_CAPTCHA_AFTER_FAILURES || account > limits.loginAccountMax) {
    await requireCaptcha(db, proof);
  }
  return {
    /** The try failed and stays counted; true when the next try needs a captcha. */
    failed: () => pair >= LOGIN_CAPTCHA_AFTER_FAILURES || account >= limits.loginAccountMax,
    /**
     * A success does not count: the IP and the name get this try back, and this name's count
     * from this IP starts again. The name's other tries stay counted until their window ends,
     * so the owner's login does not give an attacker more tries without a captcha.
     */
    succeeded: async () => {
      await releaseIp();
      await limits.loginAccount.release(id);
      await limits.captcha.reset(pairKey);
    },
  };
}
