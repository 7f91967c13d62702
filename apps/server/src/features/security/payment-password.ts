import {
  type ChangePaymentPasswordRequest,
  normaliseSecurityAnswer,
  type ResetPaymentPasswordRequest,
  SECURITY_ANSWERS_MAX_WRONG,
  type SetPaymentPasswordRequest,
} from '@lobby/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import { checkPaymentPassword } from '../../core/member-security.ts';
import { admit } from '../../core/rate-limits.ts';
import { consumeSmsCode } from '../../core/verification.ts';
import * as t from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { confirmMismatch, proveLoginPassword, type SecurityContext } from './context.ts';
import * as q from './queries.ts';

// The payment password (spec 7 "payment password"; issue 11): six digits (spec 5 rule
// paymentPassword), argon2id like login passwords, every wrong try counted (decision 056).

/** Set, when none is set yet; the login password proves it is the member. */
export async function setPaymentPassword(
  ctx: SecurityContext,
  memberId: number,
  input: SetPaymentPasswordRequest,
) {
  if (input.confirmPaymentPassword !== input.paymentPassword) throw confirmMismatch();
  await proveLoginPassword(ctx, memberId, input.loginPassword);
  const hash = await hashPassword(input.paymentPassword);
  // Conditional, so two racing first sets cannot both win.
  const written = await ctx.db
    .update(t.member)
    .set({ paymentPasswordHash: hash })
    .where(and(eq(t.member.id, memberId), isNull(t.member.paymentPasswordHash)))
    .returning({ id: t.member.id });
  if (written.length === 0) {
    throw appError('PAYMENT_PASSWORD_ALREADY_SET', 'A payment password is set already; change it instead.');
  }
}

/** Change, with the old one (rate-limited with the cashier's tries, core/member-security.ts). */
export async function changePaymentPassword(
  ctx: SecurityContext,
  memberId: number,
  input: ChangePaymentPasswordRequest,
) {
  if (input.confirmPaymentPassword !== input.paymentPassword) throw confirmMismatch();
  await checkPaymentPassword(
    ctx.db,
    ctx.counters.paymentPassword,
    memberId,
    input.oldPaymentPassword,
    'oldPaymentPassword',
  );
  if (input.paymentPassword === input.oldPaymentPassword) {
    throw appError('PASSWORD_SAME_AS_OLD', 'The new payment password is the old one.', {
      field: 'paymentPassword',
    });
  }
  await q.setPaymentPasswordHash(ctx.db, memberId, await hashPassword(input.paymentPassword));
}

/**
 * Reset when forgotten: an SMS code of purpose 'payment' sent to the member's own number (a code
 * sent to any other number is no use here), or both security answers for a member with no number
 * (decision 058). The wrong-password count is cleared, so the member can pay again at once.
 */
export async function resetPaymentPassword(
  ctx: SecurityContext,
  memberId: number,
  input: ResetPaymentPasswordRequest,
) {
  if (input.confirmPaymentPassword !== input.paymentPassword) throw confirmMismatch();
  const member = await q.memberSecurityRow(ctx.db, memberId);
  if (!member) throw appError('NOT_FOUND', 'No such member.');
  if (input.verificationCode !== undefined) {
    if (!member.mobileNum || !member.mobileDialingCode) {
      throw appError('MOBILE_NOT_BOUND', 'No mobile number is bound to this account.', {
        field: 'verificationCode',
      });
    }
    await consumeSmsCode(ctx.db, {
      purpose: 'payment',
      countryDialingCode: member.mobileDialingCode,
      mobileNum: member.mobileNum,
      code: input.verificationCode,
    });
  } else if (input.answers !== undefined) {
    await proveAnswers(ctx, memberId, input.answers);
  } else {
    throw appError('VALIDATION_ERROR', 'verificationCode: give the SMS code or the security answers', {
      field: 'verificationCode',
    });
  }
  await q.setPaymentPasswordHash(ctx.db, memberId, await hashPassword(input.paymentPassword));
  await ctx.counters.paymentPassword.reset(`member:${memberId}`);
}

/** Both answers, in the order of the member's questions; tries counted per member. */
async function proveAnswers(ctx: SecurityContext, memberId: number, answers: string[]) {
  const stored = await q.answerHashes(ctx.db, memberId);
  if (stored.length === 0) {
    throw appError('SECURITY_QUESTIONS_NOT_SET', 'No security questions are set.', { field: 'answers' });
  }
  const key = `member:${memberId}`;
  await admit(ctx.counters.answers, key, SECURITY_ANSWERS_MAX_WRONG);
  const results = await Promise.all(
    stored.map((row, i) => verifyPassword(row.answerHash, normaliseSecurityAnswer(answers[i] ?? ''))),
  );
  if (!results.every(Boolean)) {
    throw appError('SECURITY_ANSWERS_WRONG', 'The security answers are wrong.', { field: 'answers' });
  }
  await ctx.counters.answers.reset(key);
}
