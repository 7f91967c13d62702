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
import { memberInfoRow, merchantCurrency, renewSessionRow, updateMember } from './queries.ts';

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
 * Member info "renew" (spec 2.4, 7): the session's idle timeout starts again. Its end never
 * moves later: no renewal passes the absolute lifetime from login (nor a trial's end), see
 * docs/decisions/034.
 */
export async function renewSession(db: DbOrTx, member: SessionMember): Promise<MemberInfo> {
  await renewSessionRow(db, member.sessionId);
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
