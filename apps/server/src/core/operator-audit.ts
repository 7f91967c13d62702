import { z } from 'zod/mini';
import type { Tx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

// Every operator change is audited in its own transaction, whichever feature owns the data
// (issue 7 "operator routes by domain"; `npm run operator -- audit` reads them).

export const ACTOR = 'operator';

export const Change = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type Change = z.infer<typeof Change>;
/** What every operator change answers. */
export const Changes = z.object({ changes: z.array(Change) });

/** Writes the audit row of `command` inside the caller's transaction, so both commit or neither. */
export async function recordAudit(tx: Tx, command: string, changes: Change[]): Promise<Change[]> {
  await tx.insert(t.operatorAudit).values({ actor: ACTOR, command, changes });
  return changes;
}
