// Error codes, free of zod so the first paint may import them (issue 7).

/** Stable error codes: one per case, mapped to an i18n key by the web app. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'IP_RESTRICTED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Sessions (issue 3): the web shows 'logged out, please log in again' for each of these.
  'SESSION_EXPIRED',
  'SESSION_REVOKED',
  'SESSION_PASSWORD_CHANGED',
  'ACCOUNT_DISABLED',
  // Wallet core (docs/decisions/008).
  'INSUFFICIENT_BALANCE',
  'IDEMPOTENCY_CONFLICT',
  // Encrypted payloads (spec 3, docs/decisions/009).
  'PAYLOAD_NOT_ENCRYPTED',
  'PAYLOAD_DECRYPT_FAILED',
  // Captcha and SMS codes (docs/decisions/010).
  'CAPTCHA_INVALID',
  'SMS_TOO_SOON',
  'SMS_DAILY_LIMIT',
  'SMS_SEND_FAILED',
  'SMS_CODE_INVALID',
  'SMS_CODE_EXPIRED',
  'SMS_CODE_TOO_MANY_TRIES',
  // Accounts (issue 3, spec 8).
  'USERNAME_TAKEN',
  'LOGIN_FAILED',
  'CAPTCHA_REQUIRED',
  'MOBILE_TAKEN',
  'INVITATION_CODE_INVALID',
  'TRIAL_NOT_ALLOWED',
  // Passwords (spec 2.7, 2.8, 4).
  'OLD_PASSWORD_WRONG',
  'PASSWORD_SAME_AS_OLD',
  'PASSWORD_CONFIRM_MISMATCH',
  'RESET_LINK_INVALID',
  'MOBILE_NOT_REGISTERED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
