import {
  TRIAL,
  TRIAL_CUSTOMER_TYPE,
  type TrialCurrentResponse,
  type TrialResponse,
  type TrialTermsResponse,
} from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../core/errors.ts';
import { MERCHANT_ACCOUNTS, transfer } from '../../core/ledger.ts';
import { requireMerchantConfig } from '../../core/merchant-config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';
import { randomDigits } from '../../lib/random-digits.ts';
import type { AccountLimits } from './limits.ts';
import { createMember, createSession, type SessionMeta, unknowablePassword } from './service.ts';

// Trial play (spec 2.5, 3 "Trial session", 6; issue 3; docs/decisions/014).

/** Name clashes are one in 10^8 per live trial; a few retries make them a non-event. */
const NAME_TRIES = 5;

/**
 * A fresh trial member (customer type 4) with its wallet, its demo credit and a session that
 * ends with the trial, all in one transaction: no half-made trial is ever left behind.
 */
export async function createTrial(
  db: Db,
  limits: AccountLimits,
  meta: SessionMeta & { ip: string },
): Promise<TrialResponse> {
  const config = await requireMerchantConfig(db);
  await limits.trial.take(meta.ip);
  const expiresAt = new Date(Date.now() + TRIAL.lifetimeMinutes * 60_000);
  for (let attempt = 1; ; attempt++) {
    const account = `${TRIAL.accountPrefix}${randomDigits(8)}`;
    try {
      return await db.transaction(async (tx) => {
        const { member, wallet } = await createMember(tx, {
          account,
          // Never shown to anyone: a trial cannot log in again (login refuses trial members).
          password: unknowablePassword(),
          passwordChosen: false,
          customerType: TRIAL_CUSTOMER_TYPE,
          isTrial: true,
          trialExpiresAt: expiresAt,
          firstTimeLogin: false,
        });
        await transfer(tx, {
          transferKey: `trial-credit:${member.id}`,
          kind: 'trial_credit',
          walletId: wallet.id,
          account: MERCHANT_ACCOUNTS.trialCredit,
          direction: 'credit',
          amountMinor: TRIAL.creditMinor,
          reference: { type: 'member', id: member.id },
        });
        const { token } = await createSession(tx, member.id, meta, expiresAt);
        return {
          token,
          userName: member.account,
          customerType: member.customerType,
          merchantCode: config.trialMerchantCode,
          trialBalance: TRIAL.creditMinor,
          expiresAt: expiresAt.getTime(),
        };
      });
    } catch (error) {
      if (attempt < NAME_TRIES && isUniqueViolation(error, 'member_account_unique')) continue;
      throw error;
    }
  }
}

/** What a trial is given (decision 040): the /m/trail screen shows the server's own figures. */
export async function trialTerms(db: DbOrTx): Promise<TrialTermsResponse> {
  const { currency } = await requireMerchantConfig(db);
  return { credit: formatMinorUnits(TRIAL.creditMinor), currency, lifetimeMinutes: TRIAL.lifetimeMinutes };
}

/** When the caller's trial ends; null for a real member. */
export async function currentTrial(db: DbOrTx, memberId: number): Promise<TrialCurrentResponse> {
  const [row] = await db
    .select({ expiresAt: t.member.trialExpiresAt })
    .from(t.member)
    .where(eq(t.member.id, memberId));
  return { expiresAt: row?.expiresAt?.getTime() ?? null };
}
