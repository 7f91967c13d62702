import type { SmsCodePurpose, WhiteLabelFlags } from '@lobby/shared';

// Issue 8 item 15, decision 030: a code is sent only for a method the merchant has switched on,
// so a switched-off method is not a way to send texts to any number (or to spend the budget).

/**
 * Whether the white-label flags (spec 6) switch on a method that asks for an SMS code of this
 * purpose, exactly as the methods themselves check:
 * - register: the mobile method (MOBILENUMREG3) always verifies the number, and the username
 *   method does so with REGMOBVERF3 (features/accounts/registration-plan.ts); the username
 *   method is open whenever the mobile one is off, so "either flag" is the whole rule;
 * - login: the SMS-code login, MOBILEVERCODELOGIN3 (features/accounts/login.ts);
 * - reset: the password reset by phone, CHNGPASSVERIF3 (spec 2.7, decision 012);
 * - payment: the payment-password reset of the security centre (issue 11, decision 056).
 */
export function smsPurposeOpen(purpose: SmsCodePurpose, flags: WhiteLabelFlags): boolean {
  if (purpose === 'register') return flags.MOBILENUMREG3 === true || flags.REGMOBVERF3 === true;
  if (purpose === 'login') return flags.MOBILEVERCODELOGIN3 === true;
  // A payment-password reset is always open: its code is only accepted for the signed-in
  // member's own number (features/security), and the per-number caps above still apply.
  if (purpose === 'payment') return true;
  return flags.CHNGPASSVERIF3 === true;
}

export const SMS_PURPOSE_METHOD: Record<SmsCodePurpose, string> = {
  register: 'registration with a mobile number',
  login: 'login by SMS code',
  reset: 'password reset by phone',
  payment: 'payment password reset',
};
