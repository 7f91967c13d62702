import type { ServiceBarLinks } from '@lobby/shared';
import { type Change, recordAudit } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { ServiceBarBody } from './operator-schemas.ts';
import { serviceBarLinks } from './queries.ts';

// spec 2.4 "Service bar": the Facebook and two Telegram links (customer service has its own,
// in the merchant configuration).

const LINKS = ['facebook', 'telegram1', 'telegram2'] as const;

/** `config:service-bar`: the links given change (null clears one), audited per link. */
export async function setServiceBar(db: Db, body: ServiceBarBody): Promise<Change[]> {
  return db.transaction(async (tx) => {
    // The row exists from the first write on; locking it keeps two operators from interleaving.
    await tx.insert(t.serviceBar).values({ id: 1 }).onConflictDoNothing();
    await tx.select({ id: t.serviceBar.id }).from(t.serviceBar).for('update');
    const before: ServiceBarLinks = await serviceBarLinks(tx);
    const after: ServiceBarLinks = { ...before };
    for (const link of LINKS) if (body[link] !== undefined) after[link] = body[link] ?? null;
    const changes = LINKS.filter((link) => before[link] !== after[link]).map((link) => ({
      field: `serviceBar.${link}`,
      before: before[link],
      after: after[link],
    }));
    if (changes.length === 0) return [];
    await tx.update(t.serviceBar).set({ ...after, updatedAt: new Date() });
    return recordAudit(tx, 'config:service-bar', changes);
  });
}
