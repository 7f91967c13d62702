import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

// The merchant's cashier settings (decisions 064, 065). Until the operator or the seed writes the
// row, these defaults hold: sensible for MMK (minor units: 100 = 1 K).

export type CashierSettings = Omit<typeof t.cashierSettings.$inferSelect, 'id' | 'updatedAt'>;

export const DEFAULT_SETTINGS: CashierSettings = {
  depositTurnoverMultiple: 1,
  withdrawalMinMinor: 10_000_00,
  withdrawalMaxMinor: 5_000_000_00,
  withdrawalDailyCount: 5,
  withdrawalDailyAmountMinor: 20_000_000_00,
  timeZone: 'Asia/Yangon',
};

export async function readSettings(db: DbOrTx): Promise<CashierSettings> {
  const [row] = await db.select().from(t.cashierSettings).where(eq(t.cashierSettings.id, 1));
  if (!row) return DEFAULT_SETTINGS;
  const { id: _id, updatedAt: _at, ...settings } = row;
  return settings;
}
