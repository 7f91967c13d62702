import {
  normaliseLoginUsername,
  VALIDATION_BOUNDS,
  validateField,
  type WhiteLabelFlags,
} from '@lobby/shared';

// Pure rules of the forgotten- and changed-password screens (spec 2.7, 2.8, 4, 5). Components
// only call them. Every error is an i18n key.

/** Values for the 'password' rule hint under a new-password field (changePsw.passwordHint). */
export const PASSWORD_HINT = { min: VALIDATION_BOUNDS.password.min, max: VALIDATION_BOUNDS.password.max };

export type ForgetMethod = 'phone' | 'email';

/** spec 2.7: the phone method only when CHNGPASSVERIF3 is on, and then it is the default. */
export function forgetMethods(flags: Partial<WhiteLabelFlags>): readonly ForgetMethod[] {
  return flags.CHNGPASSVERIF3 ? ['phone', 'email'] : ['email'];
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const firstError = (...checks: (string | false | undefined)[]) =>
  checks.find((check): check is string => typeof check === 'string');

const ruleError = (rule: Parameters<typeof validateField>[0], value: string) => {
  const result = validateField(rule, value, { required: true });
  return result.pass ? undefined : result.message;
};

/** Drops fields without an error, so `Object.keys(errors).length` counts failures. */
function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FieldErrors<K>;
}

export interface ForgotEmailValues {
  username: string;
  email: string;
}

/**
 * spec 5 "Forgot password by email": both trimmed before sending. The account by the
 * loginUsername rule's own normalisation; the e-mail rule does not trim, so it is trimmed here.
 */
export function cleanForgotEmail(values: ForgotEmailValues): ForgotEmailValues {
  return { username: normaliseLoginUsername(values.username), email: values.email.trim() };
}

/** spec 5: username by loginUsername; e-mail required and a valid address, else in_email_incorrect. */
export function validateForgotEmail(values: ForgotEmailValues): FieldErrors<keyof ForgotEmailValues> {
  const { username, email } = cleanForgotEmail(values);
  return compact({ username: ruleError('loginUsername', username), email: ruleError('email', email) });
}

export interface PhoneResetValues {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

/**
 * spec 5's 'the mobile number is wrong' message, which names the minimum length: the locale
 * texts spell VALIDATION_BOUNDS.mobileNum.min out (password-rules.test.ts holds them to it).
 */
export const MOBILE_INVALID_KEY = 'forget.mobileInvalid';

export function validateMobile(mobileNum: string): string | undefined {
  return validateField('mobileNum', mobileNum, { required: true }).pass ? undefined : MOBILE_INVALID_KEY;
}

/** spec 5 "Set password by phone": mobile required; code and password by the common rules. */
export function validatePhoneReset(values: PhoneResetValues): FieldErrors<keyof PhoneResetValues> {
  return compact({
    mobileNum: validateMobile(values.mobileNum),
    verificationCode: ruleError('verificationCode', values.verificationCode),
    newPassword: ruleError('password', values.newPassword),
  });
}

/** spec 2.7: submit stays disabled until every field is touched and error-free. */
export function canSubmitPhoneReset(
  values: PhoneResetValues,
  touched: Partial<Record<keyof PhoneResetValues, boolean>>,
): boolean {
  const fields = ['mobileNum', 'verificationCode', 'newPassword'] as const;
  return fields.every((field) => touched[field]) && Object.keys(validatePhoneReset(values)).length === 0;
}

/**
 * spec 4 "Set password by phone": the same-as-old answer (modify.new.old.same) clears the
 * password; so does a password too weak to set (issue 8 item 8: the code was not spent); any
 * other failure clears the verification code.
 */
export function phoneResetFailureClears(code: string): 'newPassword' | 'verificationCode' {
  return code === 'PASSWORD_SAME_AS_OLD' || code === 'PASSWORD_TOO_WEAK' ? 'newPassword' : 'verificationCode';
}

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordValues extends NewPasswordValues {
  oldPassword: string;
}

/** spec 5 "Change password": confirmation required ('Enter password') and equal to the new one. */
export const CONFIRM_REQUIRED_KEY = 'changePsw.enterPassword';
export const CONFIRM_MISMATCH_KEY = 'validation.confirmPassword';

/** New password by 'password'; confirmation required and equal (the reset link uses this too). */
export function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return compact({
    newPassword: ruleError('password', values.newPassword),
    confirmPassword: firstError(
      values.confirmPassword === '' && CONFIRM_REQUIRED_KEY,
      values.confirmPassword !== values.newPassword && CONFIRM_MISMATCH_KEY,
    ),
  });
}

/**
 * spec 5 "Change password": old by 'loginPassword' (only when the form asks for it: spec 2.8
 * hides it when the old password is held), then the new-password rules.
 */
export function validateChangePassword(
  values: ChangePasswordValues,
  options: { askOld: boolean },
): FieldErrors<keyof ChangePasswordValues> {
  return {
    ...(options.askOld ? compact({ oldPassword: ruleError('loginPassword', values.oldPassword) }) : {}),
    ...validateNewPassword(values),
  };
}

/** spec 4: when the new password equals the old, a dialog shows and nothing is sent. */
export function isSameAsOld(oldPassword: string, newPassword: string): boolean {
  return oldPassword !== '' && oldPassword === newPassword;
}
