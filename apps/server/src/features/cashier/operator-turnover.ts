import { AmountInput } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { appError } from '../../core/errors.ts';
import { type Change, recordAudit } from '../../core/operator-audit.ts';
import { setRemaining } from '../../core/turnover.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

// The operator waives or sets what a member still has to wager before withdrawing (issue 23 item
// 12; decision 064): `cashier:settings --turnover` changes only later deposits, so a member's
// present requirement needs its own audited command.

export const TurnoverBody = z.strictObject({
  /** What the member still has to wager, in the merchant's currency ("0" waives it). */
  remaining: AmountInput,
  /** Why: kept in the audit with the amount before and after. */
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});
export const AccountParams = z.object({ account: z.string().check(z.minLength(1), z.maxLength(64)) });

export async function setMemberTurnover(
  db: Db,
  account: string,
  body: z.infer<typeof TurnoverBody>,
): Promise<Change[]> {
  // AmountInput bounds it to 12 digits and 2 decimals: a safe integer of minor units, 0 allowed.
  const [whole = '0', fraction = ''] = body.remaining.split('.');
  const remainingMinor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  const name = account.trim().toLowerCase();
  const [member] = await db.select({ id: t.member.id }).from(t.member).where(eq(t.member.account, name));
  if (!member) throw appError('NOT_FOUND', `No member has the account ${account}.`, { field: 'account' });
  return db.transaction(async (tx) => {
    const { before, after } = await setRemaining(tx, member.id, remainingMinor);
    return recordAudit(tx, 'cashier:turnover', [
      { field: `turnover.${name}.remainingMinor`, before, after },
      { field: 'reason', before: null, after: body.reason },
    ]);
  });
}
