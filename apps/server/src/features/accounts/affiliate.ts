import type { DbOrTx } from '../../db/client.ts';
import { findAffiliateAgent } from './queries.ts';

// Invitation (affiliate) codes (spec 4 "Affiliate code", 7 "affiliate check"; docs/decisions/013).

/** The host name of a bare host or a URL, lower-case; undefined when it is neither. */
export function hostName(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * spec 4: true when an active code of an active agent exists (any case) and, if the code is
 * bound to a domain, the caller is on that domain. The web hides the field when it is true.
 */
export async function checkAffiliateCode(db: DbOrTx, code: string, domain: string | undefined) {
  return { success: (await findAffiliateAgent(db, code, hostName(domain))) !== undefined };
}
