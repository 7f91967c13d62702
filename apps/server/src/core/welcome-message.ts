import { desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

// The welcome message (issue 10 "New members get the merchant's welcome message"; decision 047).
// Here in core because registration (accounts) writes it and the inbox (messages) owns the rest,
// and features never import each other.

/** The current welcome template: the newest body of purpose 'welcome', if the operator set one. */
export async function currentWelcomeBody(db: DbOrTx) {
  const [row] = await db
    .select({ id: t.messageBody.id, texts: t.messageBody.texts })
    .from(t.messageBody)
    .where(eq(t.messageBody.purpose, 'welcome'))
    .orderBy(desc(t.messageBody.id))
    .limit(1);
  return row;
}

/**
 * Delivers the welcome message to a member just registered, inside the registration's
 * transaction: both commit or neither. One small row pointing at today's template, so a later
 * change of the template leaves what this member received as it was. Nothing without a template.
 */
export async function deliverWelcomeMessage(tx: Tx, memberId: number): Promise<void> {
  const body = await currentWelcomeBody(tx);
  if (!body) return;
  await tx.insert(t.message).values({ kind: 'welcome', memberId, bodyId: body.id });
}
