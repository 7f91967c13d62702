// Error codes, free of zod so the first paint may import them (issue 7).

/** Stable error codes: one per case, mapped to an i18n key by the web app. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'IP_RESTRICTED',
  // spec 2.2 modes enforced on the whole API (issue 8 item 1, docs/decisions/030).
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  // Refused by the HTTP layer before routing (issue 8 item 14, decision 037).
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  // A request body that arrived too slowly (issue 8 item 12, docs/decisions/036).
  'REQUEST_TIMEOUT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Sessions (issue 3): the web shows 'logged out, please log in again' for each of these.
  'SESSION_EXPIRED',
  'SESSION_REVOKED',
  'SESSION_PASSWORD_CHANGED',
  // A login beyond the live-session cap ended this one (issue 8 item 11, docs/decisions/034).
  'SESSION_REPLACED',
  'ACCOUNT_DISABLED',
  // Wallet core (docs/decisions/008).
  'INSUFFICIENT_BALANCE',
  'IDEMPOTENCY_CONFLICT',
  // A two-phase transfer already posted or voided (issue 11, decision 061).
  'TRANSFER_NOT_PENDING',
  // Encrypted payloads (spec 3, docs/decisions/009).
  'PAYLOAD_NOT_ENCRYPTED',
  'PAYLOAD_DECRYPT_FAILED',
  // Captcha and SMS codes (docs/decisions/010).
  'CAPTCHA_INVALID',
  // Its own code, so the web can say why the image changed (issue 8 item 3, decision 032).
  'CAPTCHA_EXPIRED',
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
  // The remembered login (issue 8, docs/decisions/035): expired, revoked, reused or unknown alike.
  'REMEMBER_TOKEN_INVALID',
  // A new password found in the common list or too easy to guess (issue 8 item 8, decision 033).
  'PASSWORD_TOO_WEAK',
  // The security centre (issue 11; decisions 056-058).
  'LOGIN_PASSWORD_WRONG',
  'PAYMENT_PASSWORD_WRONG',
  'PAYMENT_PASSWORD_NOT_SET',
  'PAYMENT_PASSWORD_ALREADY_SET',
  'BANK_CARD_LIMIT',
  'BANK_CARD_DUPLICATE',
  'PAYEE_NAME_MISMATCH',
  'EMAIL_LINK_INVALID',
  'SECURITY_ANSWERS_WRONG',
  'SECURITY_QUESTIONS_NOT_SET',
  'MOBILE_NOT_BOUND',
  // The cashier (issue 11, decision 065): a withdrawal before the check of spec 2.3/2.9/6
  // passes; a member's daily limit.
  'WITHDRAWAL_NOT_ALLOWED',
  'WITHDRAWAL_DAILY_LIMIT',
  // Games (issue 12): a game or vendor not in the catalogue, switched off, or in maintenance
  // (spec 8 'The platform is under maintenance'); the vendors' wallet calls (docs/vendor-protocol.md).
  'GAME_NOT_FOUND',
  'GAME_UNAVAILABLE',
  'VENDOR_MAINTENANCE',
  'VENDOR_SIGNATURE_INVALID',
  'GAME_SESSION_INVALID',
  // The lottery (issue 13, docs/lottery-rules.md): unknown game or draw, a draw not on sale (locked,
  // drawn, voided, or not yet open), a paused game, a bet whose content or amount its type refuses,
  // and a per-bet, per-draw or per-number limit.
  'LOTTERY_GAME_NOT_FOUND',
  'LOTTERY_DRAW_NOT_FOUND',
  'LOTTERY_DRAW_CLOSED',
  'LOTTERY_GAME_PAUSED',
  'LOTTERY_BET_INVALID',
  'LOTTERY_LIMIT_EXCEEDED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The HTTP status of each code, once: the server's `appError(code, ...)` and its route schemas
 * take it from here (issue 7), so a code never answers two statuses (docs/decisions/019).
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  IP_RESTRICTED: 403,
  MAINTENANCE: 503,
  // RFC 7725 "Unavailable For Legal Reasons": the merchant's licence, not the member, decides (decision 030).
  REGION_RESTRICTED: 451,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  SESSION_EXPIRED: 401,
  SESSION_REVOKED: 401,
  SESSION_PASSWORD_CHANGED: 401,
  SESSION_REPLACED: 401,
  ACCOUNT_DISABLED: 403,
  INSUFFICIENT_BALANCE: 409,
  IDEMPOTENCY_CONFLICT: 409,
  TRANSFER_NOT_PENDING: 409,
  PAYLOAD_NOT_ENCRYPTED: 400,
  PAYLOAD_DECRYPT_FAILED: 400,
  CAPTCHA_INVALID: 400,
  CAPTCHA_EXPIRED: 400,
  SMS_TOO_SOON: 429,
  SMS_DAILY_LIMIT: 429,
  SMS_SEND_FAILED: 502,
  SMS_CODE_INVALID: 400,
  SMS_CODE_EXPIRED: 400,
  SMS_CODE_TOO_MANY_TRIES: 400,
  USERNAME_TAKEN: 409,
  LOGIN_FAILED: 401,
  CAPTCHA_REQUIRED: 400,
  MOBILE_TAKEN: 409,
  INVITATION_CODE_INVALID: 400,
  TRIAL_NOT_ALLOWED: 403,
  OLD_PASSWORD_WRONG: 400,
  PASSWORD_SAME_AS_OLD: 400,
  PASSWORD_CONFIRM_MISMATCH: 400,
  RESET_LINK_INVALID: 400,
  // A lookup that found no member: the SMS login and the reset by phone answer alike (decision 019).
  MOBILE_NOT_REGISTERED: 404,
  REMEMBER_TOKEN_INVALID: 401,
  PASSWORD_TOO_WEAK: 400,
  LOGIN_PASSWORD_WRONG: 400,
  PAYMENT_PASSWORD_WRONG: 400,
  PAYMENT_PASSWORD_NOT_SET: 409,
  PAYMENT_PASSWORD_ALREADY_SET: 409,
  BANK_CARD_LIMIT: 409,
  BANK_CARD_DUPLICATE: 409,
  PAYEE_NAME_MISMATCH: 409,
  EMAIL_LINK_INVALID: 400,
  SECURITY_ANSWERS_WRONG: 400,
  SECURITY_QUESTIONS_NOT_SET: 409,
  MOBILE_NOT_BOUND: 409,
  WITHDRAWAL_NOT_ALLOWED: 403,
  WITHDRAWAL_DAILY_LIMIT: 409,
  GAME_NOT_FOUND: 404,
  GAME_UNAVAILABLE: 403,
  VENDOR_MAINTENANCE: 503,
  VENDOR_SIGNATURE_INVALID: 401,
  GAME_SESSION_INVALID: 401,
  LOTTERY_GAME_NOT_FOUND: 404,
  LOTTERY_DRAW_NOT_FOUND: 404,
  LOTTERY_DRAW_CLOSED: 409,
  LOTTERY_GAME_PAUSED: 403,
  LOTTERY_BET_INVALID: 400,
  LOTTERY_LIMIT_EXCEEDED: 409,
} as const satisfies Record<ErrorCode, number>;

export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];
