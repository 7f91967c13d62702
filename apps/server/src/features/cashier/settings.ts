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

/** The zone's offset from UTC at `at`, in minutes (Intl does the DST arithmetic). */
function offsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** When the merchant's day holding `now` began (decision 065: daily limits reset at local midnight). */
export function merchantDayStart(timeZone: string, now: Date = new Date()): Date {
  const local = new Date(now.getTime() + offsetMinutes(timeZone, now) * 60_000);
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const guess = midnightAsUtc - offsetMinutes(timeZone, now) * 60_000;
  // The offset at midnight itself, which differs from now's on a DST-change day.
  return new Date(midnightAsUtc - offsetMinutes(timeZone, new Date(guess)) * 60_000);
}

/** The merchant's local date (YYYY-MM-DD) at `now`. */
export function merchantDate(timeZone: string, now: Date = new Date()): string {
  const local = new Date(now.getTime() + offsetMinutes(timeZone, now) * 60_000);
  return local.toISOString().slice(0, 10);
}
