import { z } from 'zod/mini';
import { noControlCharacters, plainText } from './text-rules.ts';
import { VALIDATION_RULES } from './validation.ts';
import { CaptchaCode, CountryDialingCode, MobileNum, SmsCode } from './verification.ts';

// Account calls of spec 7 "Account and member" (issue 3): request and response shapes.

/** spec 2.6: how the member reached the registration form. */
export const REGISTER_METHODS = ['H5', 'APP', 'PWA', 'WEBCLIP'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** The captcha id a GET captcha answered; bounded so no client sends megabytes. */
const CaptchaId = z.string().check(noControlCharacters(), z.minLength(1), z.maxLength(64));
/** An optional registration field of spec 2.6 item 4: checked against the merchant's rules. */
const OptionalText = z.optional(plainText(100));

/**
 * Registration payload (spec 3) as it is after decryption. Strict: a key the server does not
 * know is a 400, not silently dropped. The method is implied by the fields (spec 2.6):
 * - username method (USERNAMEREG3): `username`, `password`, `confirmPassword`; plus `mobileNum`,
 *   `countryDialingCode` and `verificationCode` when REGMOBVERF3 is on;
 * - mobile method (MOBILENUMREG3): no `username`; `mobileNum`, `countryDialingCode`,
 *   `verificationCode`; `password` and `confirmPassword` only when MOBILENUMPASSREG3 is on.
 *   The account name is then the dialing code's digits followed by the number (e.g. 60123456789).
 * Field rules (enabled, required) come from the merchant configuration and are checked by the
 * server after this shape.
 */
export const RegisterRequest = z.strictObject({
  username: z.optional(VALIDATION_RULES.username),
  password: z.optional(VALIDATION_RULES.password),
  confirmPassword: z.optional(plainText(200)),
  mobileNum: z.optional(MobileNum),
  countryDialingCode: z.optional(CountryDialingCode),
  verificationCode: z.optional(SmsCode),
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
  registerUrl: z.optional(plainText(255)),
  domain: z.optional(plainText(255)),
  registerMethod: z.enum(REGISTER_METHODS),
  /** spec 3: always 0. */
  type: z.literal(0),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** spec 3 "Login payload", type username: the account name (or a mobile-registered number). */
export const UsernameLoginRequest = z.strictObject({
  type: z.literal('username'),
  username: VALIDATION_RULES.loginUsername,
  password: VALIDATION_RULES.loginPassword,
  /** Set when `username` is a mobile number (forgot-password-by-phone logs in this way, 2.7). */
  countryDialingCode: z.optional(CountryDialingCode),
  captchaId: z.optional(CaptchaId),
  captcha: z.optional(CaptchaCode),
  remember: z.optional(z.boolean()),
});

/**
 * spec 3 "Login payload", type sms (MOBILEVERCODELOGIN3): `username` carries the mobile number
 * and `password` the SMS code (purpose 'login').
 */
export const SmsLoginRequest = z.strictObject({
  type: z.literal('sms'),
  username: MobileNum,
  password: SmsCode,
  countryDialingCode: CountryDialingCode,
  captchaId: z.optional(CaptchaId),
  captcha: z.optional(CaptchaCode),
  remember: z.optional(z.boolean()),
});

/** Login payload (spec 3) after decryption; `type` picks the method. */
export const LoginRequest = z.discriminatedUnion('type', [UsernameLoginRequest, SmsLoginRequest]);
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

/**
 * The one-tap login of a remembered device (issue 8, docs/decisions/035): the token travels in
 * an HttpOnly cookie, so the JSON body is empty; it answers the login response.
 */
export const RememberedLoginRequest = z.strictObject({});

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
  /** The built-in avatar chosen (spec 7 "head icon"), 1..HEAD_ICON_COUNT; 1 until changed. */
  headIcon: z.number(),
});
export type MemberInfo = z.infer<typeof MemberInfo>;

/** spec 6 module id sent with the test-play call. */
export const TRIAL_MODULE = 'FREEPLAY3';

/** POST trial play (spec 7 "test play", 2.5): a fresh trial member, logged in. */
export const TrialRequest = z.strictObject({ module: z.literal(TRIAL_MODULE) });

/**
 * The trial session (spec 3 "Trial session"): customerType is 4 (spec 6) and merchantCode the
 * merchant's trial code; `trialBalance` is the demo credit in minor units (2.5: go home when
 * it is nonzero); the account lapses at `expiresAt` (ms timestamp).
 */
export const TrialResponse = z.object({
  token: z.string(),
  userName: z.string(),
  customerType: z.number(),
  merchantCode: z.string(),
  trialBalance: z.number(),
  expiresAt: z.number(),
});
export type TrialResponse = z.infer<typeof TrialResponse>;

/** Trial play (docs/decisions/014): account name, lifetime and demo credit. */
export const TRIAL = {
  /** Followed by 8 random digits, e.g. trial04718263. */
  accountPrefix: 'trial',
  lifetimeMinutes: 120,
  /** 2,000.00 in the merchant's currency, as a 'trial_credit' ledger entry. */
  creditMinor: 200_000,
} as const;

/**
 * GET trial terms (the /m/trail screen, decision 040): what a trial is given, from `TRIAL`, in
 * the merchant's currency; `credit` is the 2-decimal string balances use.
 */
export const TrialTermsResponse = z.object({
  credit: z.string(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  lifetimeMinutes: z.number(),
});
export type TrialTermsResponse = z.infer<typeof TrialTermsResponse>;

/** GET the caller's running trial: when it ends (ms timestamp), or null for a real member. */
export const TrialCurrentResponse = z.object({ expiresAt: z.nullable(z.number()) });
export type TrialCurrentResponse = z.infer<typeof TrialCurrentResponse>;

/**
 * spec 6: types 0, 4 and 40 are not agents. An operator's affiliate code turns a plain player
 * (type 0) into this agent type (docs/decisions/013).
 */
export const AGENT_CUSTOMER_TYPE = 1;

/** GET affiliate check (spec 4 "Affiliate code", 7): query code and domain. */
export const AffiliateCheckQuery = z.object({
  code: z.string().check(noControlCharacters(), z.minLength(1), z.maxLength(50)),
  domain: z.optional(plainText(255)),
});
/** spec 7: `data.success` is the verdict; here `value.success`. */
export const AffiliateCheckResponse = z.object({ success: z.boolean() });

/** GET system countries (spec 7): the dialing-code picker of 2.6 and 2.7. */
export const SystemCountry = z.object({
  /** ISO 3166-1 alpha-2, e.g. MY. */
  code: z.string(),
  name: z.string(),
  dialingCode: CountryDialingCode,
});
export const SystemCountriesResponse = z.object({
  countries: z.array(SystemCountry),
  /** The dialing code the picker starts on (the merchant's country). */
  defaultDialingCode: CountryDialingCode,
});
export type SystemCountry = z.infer<typeof SystemCountry>;
export type SystemCountriesResponse = z.infer<typeof SystemCountriesResponse>;

/** PUT nickname change (spec 7 "Others: nickname"). */
export const NicknameRequest = z.strictObject({ nickname: VALIDATION_RULES.nickname });

/** Head icons are built-in avatars numbered 1..HEAD_ICON_COUNT, served under /media/avatars/. */
export const HEAD_ICON_COUNT = 8;
/**
 * POST head icon (spec 7: form-encoded; JSON accepted too). A number, never coerced: the server
 * reads form text as a number because this schema says so (issue 8 item 16).
 */
export const HeadIconRequest = z.strictObject({
  icon: z.number().check(z.int(), z.minimum(1), z.maximum(HEAD_ICON_COUNT)),
});
export const HeadIconResponse = z.object({ icon: z.number(), url: z.string() });
export type HeadIconResponse = z.infer<typeof HeadIconResponse>;

/** Where the server serves head icon `icon` (apps/server/media/avatars). */
export const headIconUrl = (icon: number) => `/media/avatars/${icon}.svg`;

/** After this many failed logins for one username from one IP, login demands a captcha. */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 3;
