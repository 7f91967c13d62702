import type { WhiteLabelFlag, WhiteLabelFlags } from '@lobby/shared';
import { and, count, eq } from 'drizzle-orm';
import { validationError } from '../../core/errors.ts';
import type { Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import {
  MOBILE_WAY_BACK,
  mobileLockOutProblem,
  passwordlessLockOutProblem,
  SMS_WAY_BACK,
} from '../../lib/settings-rules.ts';

/** Members who registered by mobile number and were never told a password (trials never log in again). */
async function membersWithoutPassword(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(t.member)
    .where(and(eq(t.member.passwordChosen, false), eq(t.member.isTrial, false)));
  return row?.n ?? 0;
}

/**
 * decision 038: refuses (400 naming the flag, saying why) a flag change that leaves members with
 * no way back in. Only a change of a flag the rule reads is judged, so a configuration that was
 * already wrong can still have its other flags changed, and be mended.
 */
export async function refuseLockOut(tx: Tx, code: WhiteLabelFlag, after: WhiteLabelFlags) {
  if (code === 'MOBILENUMREG3' || MOBILE_WAY_BACK.includes(code)) {
    const problem = mobileLockOutProblem(after);
    if (problem) throw validationError(code, problem);
  }
  if (SMS_WAY_BACK.includes(code) && after[code] === false) {
    const problem = passwordlessLockOutProblem(after, await membersWithoutPassword(tx));
    if (problem) throw validationError(code, problem);
  }
}
