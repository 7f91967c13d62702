import { AGENT_CUSTOMER_TYPE, TRIAL_CUSTOMER_TYPE } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { isUniqueViolation, validationError } from '../../core/errors.ts';
import { type Change, recordAudit } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

// Invitation (affiliate) codes for agents (spec 4 "Affiliate code"; docs/decisions/013).

export interface NewAffiliateCode {
  /** The agent's account; a plain player (type 0) becomes an agent (AGENT_CUSTOMER_TYPE). */
  agent: string;
  code: string;
  /** Only registrations from this host name may use the code. */
  domain?: string | undefined;
}

const codeTaken = () => validationError('code', 'this invitation code already exists');

/**
 * `affiliate:create`: one code for one member, audited in the same transaction. Codes ignore
 * case (stored upper-case); the agent row is locked so its type changes once.
 */
export async function createAffiliateCode(db: Db, input: NewAffiliateCode): Promise<Change[]> {
  const code = input.code.toUpperCase();
  const domain = input.domain?.toLowerCase() ?? null;
  try {
    return await db.transaction(async (tx) => {
      const [agent] = await tx
        .select({
          id: t.member.id,
          account: t.member.account,
          customerType: t.member.customerType,
          status: t.member.status,
          isTrial: t.member.isTrial,
        })
        .from(t.member)
        .where(eq(t.member.account, input.agent))
        .for('update');
      if (!agent) throw validationError('agent', 'no member has this account');
      if (agent.status !== 'active') throw validationError('agent', 'this member is disabled');
      // spec 6: 4 (trial) and 40 are not agents and cannot become one by a code.
      if (agent.isTrial || agent.customerType === TRIAL_CUSTOMER_TYPE || agent.customerType === 40) {
        throw validationError('agent', `a member of type ${agent.customerType} cannot be an agent`);
      }
      const [existing] = await tx
        .select({ id: t.affiliateCode.id })
        .from(t.affiliateCode)
        .where(eq(t.affiliateCode.code, code));
      if (existing) throw codeTaken();
      await tx.insert(t.affiliateCode).values({ code, agentId: agent.id, domain });
      const changes: Change[] = [
        { field: `affiliateCode.${code}`, before: null, after: { agent: agent.account, domain } },
      ];
      // Any other type already is an agent's (spec 6); a plain player becomes one.
      if (agent.customerType === 0) {
        await tx.update(t.member).set({ customerType: AGENT_CUSTOMER_TYPE }).where(eq(t.member.id, agent.id));
        changes.push({
          field: `member.${agent.account}.customerType`,
          before: agent.customerType,
          after: AGENT_CUSTOMER_TYPE,
        });
      }
      return recordAudit(tx, 'affiliate:create', changes);
    });
  } catch (error) {
    // Two operators creating one code at once: the unique constraint decides.
    if (isUniqueViolation(error, 'affiliate_code_code_unique')) throw codeTaken();
    throw error;
  }
}
