import { z } from 'zod/mini';
import { VALIDATION_RULES } from './validation.ts';
import { CaptchaCode } from './verification.ts';

// Account calls of spec 7 "Account and member" (issue 3): request and response shapes.

/** spec 2.6: how the member reached the registration form. */
export const REGISTER_METHODS = ['H5', 'APP', 'PWA', 'WEBCLIP'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** The captcha id a GET captcha answered; bounded so no client sends megabytes. */
const CaptchaId = z.string().check(z.minLength(1), z.maxLength(64));
/** An optional registration field of spec 2.6 item 4: checked against the merchant's rules. */
const OptionalText = z.optional(z.string().check(z.maxLength(100)));

/**
 * Registration payload (spec 3), username method, as it is after decryption. Strict: a key the
 * server does not know is a 400, not silently dropped. Field rules (enabled, required) come from
 * the merchant configuration and are checked by the server after this shape.
 */
export const RegisterRequest = z.strictObject({
  username: VALIDATION_RULES.username,
  password: VALIDATION_RULES.password,
  confirmPassword: z.string().check(z.maxLength(100)),
  captchaId: z.optional(CaptchaId),
  captcha: z.optional(CaptchaCode),
  email: OptionalText,
  nickname: OptionalText,
  affiliateCode: OptionalText,
  paymentPassword: OptionalText,
  idNumber: OptionalText,
  qqNum: OptionalText,
  facebook: OptionalText,
  wechat: OptionalText,
  line: OptionalText,
  whatsapp: OptionalText,
  zalo: OptionalText,
  payeeName: OptionalText,
  recommenderId: OptionalText,
  countryDialingCode: OptionalText,
  registerUrl: z.optional(z.string().check(z.maxLength(255))),
  domain: z.optional(z.string().check(z.maxLength(255))),
  registerMethod: z.enum(REGISTER_METHODS),
  /** spec 3: always 0. */
  type: z.literal(0),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** Login payload (spec 3), username method, after decryption. */
export const LoginRequest = z.strictObject({
  username: VALIDATION_RULES.loginUsername,
  password: VALIDATION_RULES.loginPassword,
  type: z.literal('username'),
  captchaId: z.optional(CaptchaId),
  captcha: z.optional(CaptchaCode),
  remember: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Login response (spec 3); registration answers the same, since registering logs in. */
export const LoginResponse = z.object({
  token: z.string(),
  userName: z.string(),
  /** Customer type, numeric (spec 6). */
  customerType: z.number(),
  firstTimeLogin: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Member info (spec 3), plus the VIP level issue 3 lists. */
export const MemberInfo = z.object({
  id: z.number(),
  nickname: z.nullable(z.string()),
  account: z.string(),
  /** Registration time as a millisecond timestamp. */
  regDate: z.number(),
  /** Customer type (spec 6). */
  type: z.number(),
  /** The upline (agent) account, or null. */
  toUpline: z.nullable(z.string()),
  vipLevel: z.number(),
});
export type MemberInfo = z.infer<typeof MemberInfo>;

/** After this many failed logins for one username from one IP, login demands a captcha. */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 3;
