import {
  type AttemptCounterFactory,
  type WindowLimit,
  type WindowLimiter,
  windowLimiter,
} from '../../core/rate-limits.ts';
import { ATTEMPT_WINDOW_MS, type AttemptCounter } from '../../lib/attempt-counter.ts';

// Rate limits and backoff of issue 3 "Rate limits" beyond the per-IP request limit
// (docs/decisions/013). Counted in memory, or in Redis when REDIS_URL is set, so nodes share them.

const MINUTE = 60_000;

export const ACCOUNT_LIMITS = {
  /** Failed logins for one account name or mobile number, from any IP. */
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Failed logins from one IP, for any account. */
  loginFailuresPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** Registration attempts that passed the cheap checks, per IP. */
  registrationsPerIp: { max: 10, windowMs: 60 * MINUTE },
  /** Trial accounts made per IP. */
  trialsPerIp: { max: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, WindowLimit>;
export type AccountLimitSettings = Record<keyof typeof ACCOUNT_LIMITS, WindowLimit>;

export interface AccountLimits {
  /** Failures per login name and IP; from LOGIN_CAPTCHA_AFTER_FAILURES on, login needs a captcha. */
  captcha: AttemptCounter;
  loginAccount: WindowLimiter;
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
    loginAccount: windowLimiter(counter, 'login-account', settings.loginFailuresPerAccount, now),
    loginIp: windowLimiter(counter, 'login-ip', settings.loginFailuresPerIp, now),
    registration: windowLimiter(counter, 'register-ip', settings.registrationsPerIp, now),
    trial: windowLimiter(counter, 'trial-ip', settings.trialsPerIp, now),
  };
}
