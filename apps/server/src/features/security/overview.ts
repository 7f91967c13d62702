import type { SecurityOverview } from '@lobby/shared';
import type { Db } from '../../db/client.ts';
import { pendingEmail } from './email-bind.ts';
import * as q from './queries.ts';
import { maskEmail, maskMobile } from './rules.ts';

/** What the security centre's rows show (issue 11 "security overview"): set or not, masked. */
export async function securityOverview(db: Db, memberId: number): Promise<SecurityOverview> {
  const [member, cards, maxBankCards, questionIds, emailPending] = await Promise.all([
    q.memberSecurityRow(db, memberId),
    q.liveCards(db, memberId),
    q.maxBankCards(db),
    q.questionIds(db, memberId),
    pendingEmail(db, memberId),
  ]);
  return {
    paymentPasswordSet: Boolean(member?.paymentPasswordHash),
    bankCardCount: cards.length,
    maxBankCards,
    payeeName: member?.payeeName ?? null,
    email: member?.email ? maskEmail(member.email) : null,
    emailVerified: Boolean(member?.emailVerifiedAt),
    emailPending,
    nickname: member?.nickname ?? null,
    questionsSet: questionIds.length > 0,
    mobile: member?.mobileNum ? maskMobile(member.mobileDialingCode, member.mobileNum) : null,
    smsTarget:
      member?.mobileNum && member.mobileDialingCode
        ? { countryDialingCode: member.mobileDialingCode, mobileNum: member.mobileNum }
        : null,
  };
}
