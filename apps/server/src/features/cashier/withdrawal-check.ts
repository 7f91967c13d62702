import type { WithdrawalCheckResponse } from '@lobby/shared';
import { boundBankCardCount, hasPaymentPassword } from '../../core/member-security.ts';
import { turnoverRemaining } from '../../core/turnover.ts';
import type { DbOrTx } from '../../db/client.ts';
import { formatMinorUnits } from '../../lib/money.ts';

// The withdrawal-allowed check of spec 2.3, 2.9 and 6 (issue 11): a real (non-trial) member with
// a bound bank card, a payment password and the turnover requirement met. Each condition is
// answered apart so the withdraw screen can say what is missing; the request checks the same.

export async function withdrawalCheck(
  db: DbOrTx,
  member: { id: number; isTrial: boolean },
): Promise<WithdrawalCheckResponse> {
  const [cards, password, remaining] = await Promise.all([
    boundBankCardCount(db, member.id),
    hasPaymentPassword(db, member.id),
    turnoverRemaining(db, member.id),
  ]);
  const check = {
    realMember: !member.isTrial,
    hasBankCard: cards > 0,
    hasPaymentPassword: password,
    turnoverMet: remaining === 0,
  };
  return {
    allowed: Object.values(check).every(Boolean),
    ...check,
    turnoverRemaining: formatMinorUnits(remaining),
  };
}
