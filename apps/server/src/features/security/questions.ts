import type { SetSecurityQuestionsRequest } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { proveLoginPassword, type SecurityContext } from './context.ts';
import * as q from './queries.ts';

// Security questions (spec 7 "security questions"; issue 11; decision 058): two of a fixed list,
// answers normalised by the shared schema and hashed with argon2id; changed with the login
// password. They are the second way to reset a forgotten payment password.

export async function securityQuestions(ctx: SecurityContext, memberId: number) {
  return { questionIds: await q.questionIds(ctx.db, memberId) };
}

export async function setSecurityQuestions(
  ctx: SecurityContext,
  memberId: number,
  input: SetSecurityQuestionsRequest,
) {
  await proveLoginPassword(ctx, memberId, input.loginPassword);
  // Hashed before the transaction, so argon2's run holds no lock.
  const rows = await Promise.all(
    input.answers.map(async (answer, i) => ({
      memberId,
      slot: i + 1,
      questionId: answer.questionId,
      answerHash: await hashPassword(answer.answer),
    })),
  );
  await ctx.db.transaction(async (tx) => {
    await tx.delete(t.securityAnswer).where(eq(t.securityAnswer.memberId, memberId));
    await tx.insert(t.securityAnswer).values(rows);
  });
  return { questionIds: rows.map((row) => row.questionId) };
}
