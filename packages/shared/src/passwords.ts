import { z } from 'zod/mini';
import { noControlCharacters, plainText } from './text-rules.ts';
import { VALIDATION_BOUNDS, VALIDATION_RULES } from './validation.ts';
import { CountryDialingCode, MobileNum, SmsCode } from './verification.ts';

// Forgotten and changed passwords (spec 2.7, 2.8, 3, 4, 5; issue 3).

/** A password-reset link from the forgot-password e-mail lasts this long, and works once. */
export const PASSWORD_RESET_LINK_MINUTES = 30;

/** Server-side limits on the password calls (docs/decisions/012), defined once. */
export const PASSWORD_LIMITS = {
  /** Forgot-password e-mails asked for one account name (matched or not) per hour. */
  forgotPerAccountPerHour: 5,
  forgotPerIpPerHour: 20,
  /** Set-password-by-phone tries per number and per IP per hour (each try costs two argon2 runs). */
  phoneResetPerNumberPerHour: 10,
  phoneResetPerIpPerHour: 20,
  /** Wrong old passwords per member on change password, in 15 minutes; then 429 until it ends. */
  changeWrongOldPassword: 5,
} as const;

/** spec 5: the e-mail rule, on the trimmed value (the form trims both fields before sending). */
const TrimmedEmail = z
  .string()
  .check(z.trim(), noControlCharacters(), z.email(), z.maxLength(VALIDATION_BOUNDS.email.max));

/** POST forgot password by e-mail (spec 3, 7: form-encoded; JSON accepted too). */
export const ForgotPasswordEmailRequest = z.strictObject({
  username: VALIDATION_RULES.loginUsername,
  email: TrimmedEmail,
});
export type ForgotPasswordEmailRequest = z.infer<typeof ForgotPasswordEmailRequest>;

/** The token from the link /m/forget?token=... (opaque, base64url). */
export const ResetToken = z.string().check(noControlCharacters(), z.minLength(16), z.maxLength(128));

/** POST check a reset link before showing its form: whose password it resets. */
export const ResetLinkCheckRequest = z.strictObject({ token: ResetToken });
export const ResetLinkCheckResponse = z.object({ userName: z.string() });

/** POST set a new password with the e-mailed link. */
export const ResetPasswordRequest = z.strictObject({
  token: ResetToken,
  newPassword: VALIDATION_RULES.password,
  confirmNewPassword: plainText(200),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
/** Answered after a reset: the account to log in with (the web logs in at once). */
export const ResetPasswordResponse = z.object({ userName: z.string() });

/** POST set password by phone (spec 2.7, 3): the SMS code was sent with purpose 'reset'. */
export const PhoneResetRequest = z.strictObject({
  countryDialingCode: CountryDialingCode,
  mobileNum: MobileNum,
  verificationCode: SmsCode,
  newPassword: VALIDATION_RULES.password,
});
export type PhoneResetRequest = z.infer<typeof PhoneResetRequest>;
export const PhoneResetResponse = ResetPasswordResponse;

/** POST change password, passWordChangeV2 (spec 2.8, 3, 5). */
export const ChangePasswordRequest = z.strictObject({
  oldPassword: VALIDATION_RULES.loginPassword,
  newPassword: VALIDATION_RULES.password,
  confirmNewPassword: plainText(200),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
