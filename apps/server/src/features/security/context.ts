import { appError } from '../../core/errors.ts';
import { paymentPasswordCounter } from '../../core/member-security.ts';
import { type AttemptCounterFactory, admit } from '../../core/rate-limits.ts';
import type { Db } from '../../db/client.ts';
import { ATTEMPT_WINDOW_MS, type AttemptCounter } from '../../lib/attempt-counter.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { PublicSite } from '../../lib/public-site.ts';
import type { EmailProvider } from '../../providers/email/email-provider.ts';
import * as q from './queries.ts';

// What the security centre's services share (issue 11).

const HOUR_MS = 60 * 60 * 1000;
/** Login-password proofs (set payment password, set questions) allowed per member in 15 minutes. */
const LOGIN_PROOF_MAX_WRONG = 5;
/** E-mail links asked for per member per hour. */
export const EMAIL_LINKS_PER_HOUR = 5;

export interface SecurityCounters {
  paymentPassword: AttemptCounter;
  loginProof: AttemptCounter;
  answers: AttemptCounter;
  perHour: AttemptCounter;
}

export function securityCounters(factory: AttemptCounterFactory): SecurityCounters {
  return {
    paymentPassword: paymentPasswordCounter(factory),
    loginProof: factory(ATTEMPT_WINDOW_MS, 'security-login-proof'),
    answers: factory(ATTEMPT_WINDOW_MS, 'security-answers'),
    perHour: factory(HOUR_MS, 'security-hour'),
  };
}

export interface SecurityContext {
  db: Db;
  counters: SecurityCounters;
  email: EmailProvider;
  /** Where the e-mailed link points: configuration only, never the request (decision 030). */
  site: PublicSite;
}

/**
 * The login password as proof for a sensitive change (issue 11: setting the payment password,
 * setting security questions), counted per member like change password's old-password tries.
 */
export async function proveLoginPassword(ctx: SecurityContext, memberId: number, password: string) {
  const key = `member:${memberId}`;
  await admit(ctx.counters.loginProof, key, LOGIN_PROOF_MAX_WRONG);
  const row = await q.memberSecurityRow(ctx.db, memberId);
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    throw appError('LOGIN_PASSWORD_WRONG', 'The login password is wrong.', { field: 'loginPassword' });
  }
  await ctx.counters.loginProof.reset(key);
}

export const confirmMismatch = () =>
  appError('PASSWORD_CONFIRM_MISMATCH', 'The two payment passwords differ.', {
    field: 'confirmPaymentPassword',
  });
