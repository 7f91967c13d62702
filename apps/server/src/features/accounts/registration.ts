import type { LoginResponse, RegisterRequest } from '@lobby/shared';
import { appError, isUniqueViolation } from '../../core/errors.ts';
import { requireMerchantConfig } from '../../core/merchant-config.ts';
import { requireStrongPassword } from '../../core/password-policy.ts';
import { consumeSmsCode, verifyCaptcha } from '../../core/verification.ts';
import { deliverWelcomeMessage } from '../../core/welcome-message.ts';
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

// Registration (spec 2.6, 3, 4; issue 3 "Registration"; issue 8 item 5; docs/decisions/013, 031).

const invitationInvalid = () =>
  appError('INVITATION_CODE_INVALID', 'Invalid invitation code', { field: 'affiliateCode' });

/**
 * Registers a member by username or mobile number and logs it in: the same answer as login.
 * Order (issue 8 item 5): the payload against flags and rules (pure: a typo costs nothing);
 * the attempt counted against the IP (one atomic take: 429 past the limit, whatever the name);
 * the captcha spent; only then the invitation code and the account and number still free, so
 * nobody learns which names or numbers exist faster than the limit and a captcha per try
 * allow; then the SMS code is spent (after the uniqueness checks, so a taken name does not
 * burn it); then member + wallet + welcome message in one transaction. Any failure writes no
 * member, wallet, message or session.
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

  await limits.registration.take(meta.ip);
  if (config.register.captcha.enabled) {
    if (!input.captchaId || !input.captcha) throw captchaRequired();
    await verifyCaptcha(db, input.captchaId, input.captcha);
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
    ({ member } = await db.transaction(async (tx) => {
      const created = await createMember(tx, {
        ...fields,
        account: plan.account,
        password: plan.password ?? unknowablePassword(),
        passwordChosen: plan.password !== undefined,
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
      });
      // The merchant's welcome message, in the same transaction as the member (decision 047).
      await deliverWelcomeMessage(tx, created.member.id);
      return created;
    }));
  } catch (error) {
    // A racing request took the number or the name between the checks and the insert.
    if (mobile && isUniqueViolation(error, 'member_mobile_unique')) throw mobileTaken();
    if (isUniqueViolation(error, 'member_account_unique')) throw taken();
    throw error;
  }
  return signIn(db, member, meta);
}
