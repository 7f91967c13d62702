import { AppError } from '../../core/errors.ts';
import { ATTEMPT_WINDOW_MS, type AttemptCounter } from '../../lib/attempt-counter.ts';

// Rate limits and backoff of issue 3 "Rate limits" beyond the per-IP request limit
// (docs/decisions/013). Counted in memory, or in Redis when REDIS_URL is set, so nodes share them.

export interface WindowLimit {
  max: number;
  windowMs: number;
}

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

/** A counter whose entries last `windowMs` (memoryAttemptCounter or redisAttemptCounter). */
export type AttemptCounterFactory = (windowMs: number) => AttemptCounter;

export function rateLimited(retryAfterSeconds: number) {
  return new AppError(
    'RATE_LIMITED',
    429,
    `Too many attempts: retry in ${retryAfterSeconds} seconds.`,
    undefined,
    { retryAfter: retryAfterSeconds },
  );
}

/**
 * Fixed windows aligned to the clock: the key names its window, so the answer can say when it
 * ends (retry-after) with nothing but a counter. A burst across a boundary may reach 2 x max.
 */
export function windowLimiter(
  counter: AttemptCounterFactory,
  name: string,
  limit: WindowLimit,
  now: () => number,
) {
  const attempts = counter(limit.windowMs);
  const at = (id: string) => {
    const window = Math.floor(now() / limit.windowMs);
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * limit.windowMs - now()) / 1000));
    return { key: `${name}:${id}:${window}`, retryAfter };
  };
  return {
    /** 429 when `id` has used up this window. */
    async check(id: string) {
      const { key, retryAfter } = at(id);
      if ((await attempts.count(key)) >= limit.max) throw rateLimited(retryAfter);
    },
    /** Counts one attempt; 429 when it is beyond the limit (atomic, so racing requests agree). */
    async take(id: string) {
      const { key, retryAfter } = at(id);
      if ((await attempts.increment(key)) > limit.max) throw rateLimited(retryAfter);
    },
    /** Counts one failure without answering. */
    async add(id: string) {
      await attempts.increment(at(id).key);
    },
  };
}
export type WindowLimiter = ReturnType<typeof windowLimiter>;

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
