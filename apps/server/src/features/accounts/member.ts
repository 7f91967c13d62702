import {
  COUNTRIES,
  defaultDialingCode,
  type HeadIconResponse,
  headIconUrl,
  type MemberInfo,
  type SystemCountriesResponse,
} from '@lobby/shared';
import { appError, merchantNotConfigured } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { SessionMember } from '../../plugins/session.ts';
import {
  memberInfoRow,
  memberTrialEnd,
  merchantCurrency,
  setSessionExpiry,
  updateMember,
} from './queries.ts';
import { SESSION_TTL_MS } from './service.ts';

// Member info and what a member changes about itself (spec 3 "Member info", 7; issue 3).

const notFound = () => appError('NOT_FOUND', 'Sorry, the user does not exist or is disabled.');

/** spec 3 "Member info". */
export async function memberInfo(db: DbOrTx, memberId: number): Promise<MemberInfo> {
  const row = await memberInfoRow(db, memberId);
  if (!row) throw notFound();
  return {
    id: row.id,
    nickname: row.nickname,
    account: row.account,
    regDate: row.regDate.getTime(),
    type: row.customerType,
    toUpline: row.uplineAccount,
    vipLevel: row.vipLevel,
    headIcon: row.headIcon,
  };
}

/** spec 7 "Others: nickname"; the shared nickname rule already passed, surrounding spaces go. */
export async function setNickname(db: DbOrTx, memberId: number, nickname: string): Promise<MemberInfo> {
  await updateMember(db, memberId, { nickname: nickname.trim() });
  return memberInfo(db, memberId);
}

export async function headIcon(db: DbOrTx, memberId: number): Promise<HeadIconResponse> {
  const { headIcon: icon } = await memberInfo(db, memberId);
  return { icon, url: headIconUrl(icon) };
}

export async function setHeadIcon(db: DbOrTx, memberId: number, icon: number): Promise<HeadIconResponse> {
  await updateMember(db, memberId, { headIcon: icon });
  return { icon, url: headIconUrl(icon) };
}

/**
 * Member info "renew" (spec 2.4, 7): the session now lasts SESSION_TTL_MS from now, but a
 * trial's never past the trial's end.
 */
export async function renewSession(db: DbOrTx, member: SessionMember): Promise<MemberInfo> {
  let expiresAt = Date.now() + SESSION_TTL_MS;
  if (member.isTrial) {
    const trialEnd = await memberTrialEnd(db, member.id);
    if (trialEnd) expiresAt = Math.min(expiresAt, trialEnd.getTime());
  }
  await setSessionExpiry(db, member.sessionId, new Date(expiresAt));
  return memberInfo(db, member.id);
}

/** spec 7 "system countries": the picker starts on the merchant's country (docs/decisions/014). */
export async function systemCountries(db: DbOrTx): Promise<SystemCountriesResponse> {
  const currency = await merchantCurrency(db);
  if (!currency) throw merchantNotConfigured();
  return {
    countries: COUNTRIES.map(({ code, name, dialingCode }) => ({ code, name, dialingCode })),
    defaultDialingCode: defaultDialingCode(currency),
  };
}
