import type { LoginResponse, RegisterRequest } from '@lobby/shared';
import { appError, isUniqueViolation } from '../../core/errors.ts';
import { requireMerchantConfig } from '../../core/merchant-config.ts';
import { requireStrongPassword } from '../../core/password-policy.ts';
import { consumeSmsCode, verifyCaptcha } from '../../core/verification.ts';
import type { Db } from '../../db/client.ts';
import { hostName } from './affiliate.ts';
import type { AccountLimits } from './limits.ts';
import { findAffiliateAgent, findMemberByAccount, findMemberByMobile } from './queries.ts';
import { planRegistration } from './registration-plan.ts';
import {
  captchaRequired,
  createMember,
  mobileTaken,
  type SessionMeta,
  signIn,
  unknowablePassword,
  usernameTaken,
} from './service.ts';

// Registration (spec 2.6, 3, 4; issue 3 "Registration"; docs/decisions/013).

const invitationInvalid = () =>
  appError('INVITATION_CODE_INVALID', 'Invalid invitation code', { field: 'affiliateCode' });

/**
 * Registers a member by username or mobile number and logs it in: the same answer as login.
 * Order: the IP's limit; the payload against flags and rules; the invitation code; the account
 * and number still free; then the IP's attempt is counted and the one-use proofs are spent
 * (captcha, then SMS code); then member + wallet in one transaction. Any failure writes no
 * member, wallet or session, and the reads before the proofs keep a refused request from
 * burning the member's SMS code.
 */
export async function register(
  db: Db,
  limits: AccountLimits,
  input: RegisterRequest,
  meta: SessionMeta & { ip: string },
): Promise<LoginResponse> {
  await limits.registration.check(meta.ip);
  const config = await requireMerchantConfig(db);
  const plan = planRegistration(input, config);
  const { paymentPassword, affiliateCode, ...fields } = plan.fields;
  if (plan.password) {
    await requireStrongPassword(
      plan.password,
      [plan.account, plan.mobile?.mobileNum, fields.email],
      'password',
    );
  }

  const domain = hostName(input.domain) ?? hostName(input.registerUrl);
  const affiliate = affiliateCode ? await findAffiliateAgent(db, affiliateCode, domain) : undefined;
  if (affiliateCode && !affiliate) throw invitationInvalid();

  const taken = plan.method === 'mobile' ? mobileTaken : usernameTaken;
  if (await findMemberByAccount(db, plan.account)) throw taken();
  const { mobile } = plan;
  if (mobile && (await findMemberByMobile(db, mobile.countryDialingCode, mobile.mobileNum))) {
    throw mobileTaken();
  }
  if (config.register.captcha.enabled && (!input.captchaId || !input.captcha)) throw captchaRequired();

  await limits.registration.take(meta.ip);
  if (config.register.captcha.enabled && input.captchaId && input.captcha) {
    await verifyCaptcha(db, input.captchaId, input.captcha);
  }
  if (mobile) {
    await consumeSmsCode(db, {
      purpose: 'register',
      countryDialingCode: mobile.countryDialingCode,
      mobileNum: mobile.mobileNum,
      code: mobile.verificationCode,
    });
  }

  let member: Awaited<ReturnType<typeof createMember>>['member'];
  try {
    ({ member } = await db.transaction((tx) =>
      createMember(tx, {
        ...fields,
        account: plan.account,
        password: plan.password ?? unknowablePassword(),
        paymentPassword,
        mobileDialingCode: mobile?.countryDialingCode ?? null,
        mobileNum: mobile?.mobileNum ?? null,
        affiliateCode: affiliate?.code ?? null,
        uplineId: affiliate?.agentId ?? null,
        registerMethod: input.registerMethod,
        registerUrl: input.registerUrl ?? null,
        registerDomain: domain ?? null,
        customerType: 0,
        // The member just chose this password (or has none to change): no forced change
        // (firstTimeLogin is for accounts made by someone else, e.g. an agent).
        firstTimeLogin: false,
      }),
    ));
  } catch (error) {
    // A racing request took the number or the name between the checks and the insert.
    if (mobile && isUniqueViolation(error, 'member_mobile_unique')) throw mobileTaken();
    if (isUniqueViolation(error, 'member_account_unique')) throw taken();
    throw error;
  }
  return signIn(db, member, meta);
}
