import { eq } from 'drizzle-orm';
import { type Change, recordAudit } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import * as q from './queries.ts';

// The operator's side of the security centre (issue 11; decision 056): the bank list and the
// card limit, each change audited with its before and after in the same transaction.

export interface BankInput {
  name: string;
  kind: 'bank' | 'wallet';
  minDigits: number;
  maxDigits: number;
  luhn: boolean;
  enabled: boolean;
  sortOrder: number;
}

export async function banksForOperator(db: Db) {
  const [banks, maxBankCards] = await Promise.all([q.allBanks(db), q.maxBankCards(db)]);
  return { banks, maxBankCards };
}

/** Adds or edits one bank; the same values again change nothing and write no audit row. */
export async function setBank(db: Db, code: string, input: BankInput): Promise<Change[]> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(t.bank).where(eq(t.bank.code, code)).for('update');
    const after = { code, ...input };
    if (before && JSON.stringify(before) === JSON.stringify({ ...before, ...after })) return [];
    await tx.insert(t.bank).values(after).onConflictDoUpdate({ target: t.bank.code, set: input });
    return recordAudit(tx, 'bank:set', [{ field: `bank.${code}`, before: before ?? null, after }]);
  });
}

export async function setCardLimit(db: Db, maxBankCards: number): Promise<Change[]> {
  return db.transaction(async (tx) => {
    const before = await q.maxBankCards(tx);
    if (before === maxBankCards) return [];
    await tx
      .insert(t.securitySetting)
      .values({ id: 1, maxBankCards })
      .onConflictDoUpdate({ target: t.securitySetting.id, set: { maxBankCards } });
    return recordAudit(tx, 'bank:card-limit', [{ field: 'maxBankCards', before, after: maxBankCards }]);
  });
}
