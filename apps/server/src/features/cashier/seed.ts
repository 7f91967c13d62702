import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

// The demo merchant's cashier (MMK): a KBZ bank-transfer channel with two receiving accounts, the
// sandbox gateway and one deposit promotion. Written only while no channel exists, so the
// operator's later changes survive every restart. Minor units: 100 = 1 K.

interface CashierSeed {
  settings: Omit<typeof t.cashierSettings.$inferInsert, 'id' | 'updatedAt'>;
  channels: (Omit<typeof t.depositChannel.$inferInsert, 'id'> & {
    receivingAccounts: Omit<typeof t.receivingAccount.$inferInsert, 'id' | 'channelId'>[];
  })[];
  promotions: Omit<typeof t.depositPromotion.$inferInsert, 'id'>[];
}

export const cashierSeedFile = (seedFile: string) => join(dirname(seedFile), 'cashier.json');

export async function seedCashier(db: Db, file: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  const seed = JSON.parse(readFileSync(file, 'utf8')) as CashierSeed;
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: t.depositChannel.id }).from(t.depositChannel).limit(1);
    if (existing.length > 0) return false;
    await tx
      .insert(t.cashierSettings)
      .values({ id: 1, ...seed.settings })
      .onConflictDoNothing();
    for (const { receivingAccounts, ...channel } of seed.channels) {
      const [row] = await tx.insert(t.depositChannel).values(channel).returning();
      if (!row) throw new Error(`channel ${channel.code} not written`);
      if (receivingAccounts.length > 0) {
        await tx
          .insert(t.receivingAccount)
          .values(receivingAccounts.map((a, position) => ({ ...a, channelId: row.id, position })));
      }
    }
    if (seed.promotions.length > 0) {
      await tx.insert(t.depositPromotion).values(seed.promotions.map((p, position) => ({ ...p, position })));
    }
    return true;
  });
}
