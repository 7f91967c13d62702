import { z } from 'zod/mini';
import {
  codePointsBetween,
  isTrivialPin,
  noControlCharacters as noControl,
  noInvisibleCharacters as noInvisible,
} from './text-rules.ts';

/**
 * Shared field validation keyed by the spec 5 rule names, used by the web forms and again by
 * the server. The spec leaves the numeric bounds out; docs/decisions/011 records the choices.
 * Every rule refuses control characters and lone surrogates; names also refuse invisible and
 * direction-changing characters (issue 8 item 7, docs/decisions/033).
 */
export const VALIDATION_BOUNDS = {
  username: { min: 4, max: 16 },
  /** Counted in code points; no composition rules, a weak password is refused by strength (decision 033). */
  password: { min: 8, max: 128 },
  nickname: { min: 1, max: 20 },
  email: { max: 254 },
  affiliateCode: { min: 4, max: 20 },
  /** Login accepts any stored account shape, but not unbounded input (argon2 cost). */
  loginUsername: { min: 1, max: 64 },
  /** Any password an older rule allowed (decision 011: 6-20), and any the password rule allows. */
  loginPassword: { min: 1, max: 128 },
  /** Digits only; E.164 allows at most 15 (the input itself stops at 20, spec 5). */
  mobileNum: { min: 6, max: 15 },
  /** spec 5 and 9: numeric, at most 10. */
  verificationCode: { min: 4, max: 10 },
  /** Six digits, as payment PINs are on phones. */
  paymentPassword: { min: 6, max: 6 },
  idNumber: { min: 4, max: 30 },
  qqNum: { min: 5, max: 12 },
  /** Social handles and payee names: free text, bounded. */
  socialHandle: { min: 2, max: 50 },
  payeeName: { min: 2, max: 50 },
  recommenderId: { min: 1, max: 20 },
} as const;

const b = VALIDATION_BOUNDS;

/**
 * A mobile number as members type it, read as the national number the dialing code goes with:
 * spaces and dashes dropped, and one leading trunk 0 (Myanmar's 09..., Malaysia's 01...) too,
 * since the country's code replaces it (issue 9; decision 038).
 */
export function nationalNumber(typed: string): string {
  return typed.replace(/[ -]/g, '').replace(/^0(?=\d)/, '');
}

function mobileNum() {
  return z
    .string()
    .check(
      z.overwrite(nationalNumber),
      z.regex(new RegExp(`^\\d{${b.mobileNum.min},${b.mobileNum.max}}$`), 'digits only, 6 to 15'),
    );
}

/** A social-network handle (Facebook, WeChat, Line, Zalo): printable, no spaces. */
function socialHandle() {
  return z
    .string()
    .check(
      noControl(),
      noInvisible(),
      z.minLength(b.socialHandle.min),
      z.maxLength(b.socialHandle.max),
      z.regex(/^[^\s<>"']*$/, 'no spaces or markup characters'),
    );
}

/**
 * How both account rules read a typed name: without the spaces around it. A login name is also
 * lower-cased, the form accounts are stored in (decision 013, 021); a registration name keeps
 * its case so the username rule can refuse upper case (spec 5).
 */
const accountName = () => z.string().check(z.trim());
const loginName = accountName().check(z.toLowerCase());
/** A name as the rules read it: no control, invisible or direction-changing characters. */
const nameText = () => z.string().check(noControl(), noInvisible());

/** A typed login name in its stored form: the loginUsername rule's own normalisation, without its bounds. */
export function normaliseLoginUsername(typed: string): string {
  return loginName.parse(typed);
}

/** A typed registration name as the username rule reads it (trimmed; upper case stays, for the rule to refuse). */
export function normaliseUsername(typed: string): string {
  return accountName().parse(typed);
}

/** The i18n message key (web `validation.*`) answered when a rule fails. */
export const VALIDATION_MESSAGES = {
  loginUsername: 'validation.accountFormat',
  loginPassword: 'validation.passwordFormat',
  username: 'validation.accountFormat',
  password: 'validation.passwordFormat',
  nickname: 'validation.nameFormat',
  email: 'validation.emailFormat',
  affiliateCode: 'validation.invitationCode',
  loginMobileNum: 'validation.mobileNum',
  mobileNum: 'validation.mobileNum',
  verificationCode: 'validation.verificationCode',
  paymentPassword: 'validation.paymentPassword',
  idNumber: 'validation.idNumber',
  qqNum: 'validation.qqNum',
  facebook: 'validation.socialHandle',
  wechat: 'validation.socialHandle',
  line: 'validation.socialHandle',
  whatsapp: 'validation.mobileNum',
  zalo: 'validation.socialHandle',
  payeeName: 'validation.nameFormat',
  recommenderId: 'validation.recommenderId',
} as const;

export const VALIDATION_RULES = {
  /**
   * Any account name as typed at login, normalised by the rule itself (epic-stack's way): every
   * parse yields it trimmed and lower-cased, as accounts are stored, so no caller normalises again.
   */
  loginUsername: loginName.check(
    noControl(),
    noInvisible(),
    z.minLength(b.loginUsername.min),
    z.maxLength(b.loginUsername.max),
  ),
  /** No format check at login beyond the bounds, so every older password still logs in. */
  loginPassword: z.string().check(noControl(), codePointsBetween(b.loginPassword.min, b.loginPassword.max)),
  /** 4-16 lower-case letters and digits, starting with a letter; read trimmed, never lower-cased. */
  username: accountName().check(
    noControl(),
    noInvisible(),
    z.minLength(b.username.min),
    z.maxLength(b.username.max),
    z.regex(/^[a-z][a-z0-9]*$/, 'lower-case letters and digits, starting with a letter'),
  ),
  /**
   * 8-128 characters (code points), any printable ones including spaces, no composition rules
   * (OWASP ASVS 5.0 V6.2). The server also refuses a guessable one (PASSWORD_TOO_WEAK).
   */
  password: z.string().check(noControl(), codePointsBetween(b.password.min, b.password.max)),
  nickname: nameText().check(
    z.minLength(b.nickname.min),
    z.maxLength(b.nickname.max),
    z.regex(/\S/, 'not only spaces'),
  ),
  /** A valid address under 255 characters (spec 5). */
  email: z.email().check(noControl(), z.maxLength(b.email.max)),
  affiliateCode: z
    .string()
    .check(
      noControl(),
      z.minLength(b.affiliateCode.min),
      z.maxLength(b.affiliateCode.max),
      z.regex(/^[A-Za-z0-9]*$/, 'letters and digits only'),
    ),
  loginMobileNum: mobileNum(),
  mobileNum: mobileNum(),
  verificationCode: z
    .string()
    .check(z.regex(new RegExp(`^\\d{${b.verificationCode.min},${b.verificationCode.max}}$`), 'digits only')),
  /** Six digits, none of the trivial ones (123456, 000000, 121212: text-rules.ts). */
  paymentPassword: z.string().check(
    z.regex(/^\d{6}$/, 'six digits'),
    z.refine((pin) => !/^\d{6}$/.test(pin) || !isTrivialPin(pin), 'not a run, a repeat or a common PIN'),
  ),
  idNumber: nameText().check(
    z.minLength(b.idNumber.min),
    z.maxLength(b.idNumber.max),
    z.regex(/^[A-Za-z0-9-]*$/, 'letters, digits and dashes'),
  ),
  qqNum: z.string().check(z.regex(new RegExp(`^[1-9]\\d{${b.qqNum.min - 1},${b.qqNum.max - 1}}$`), 'digits')),
  facebook: socialHandle(),
  wechat: socialHandle(),
  line: socialHandle(),
  whatsapp: mobileNum(),
  zalo: socialHandle(),
  payeeName: nameText().check(
    z.minLength(b.payeeName.min),
    z.maxLength(b.payeeName.max),
    z.regex(/^[\p{L}\p{M} .'-]*$/u, 'letters, spaces, dots, apostrophes and dashes'),
    z.regex(/\p{L}/u, 'at least one letter'),
  ),
  recommenderId: z
    .string()
    .check(
      noControl(),
      z.minLength(b.recommenderId.min),
      z.maxLength(b.recommenderId.max),
      z.regex(/^[A-Za-z0-9]*$/, 'letters and digits only'),
    ),
} as const;

export type ValidationRuleName = keyof typeof VALIDATION_RULES;

export type ValidationResult =
  | { pass: true }
  | { pass: false; message: (typeof VALIDATION_MESSAGES)[ValidationRuleName] };

/**
 * Checks one value by rule name (spec 5): a field that is not required and empty passes;
 * otherwise the answer is a pass flag or the message key to show.
 */
export function validateField(
  rule: ValidationRuleName,
  value: string | undefined | null,
  options: { required?: boolean } = {},
): ValidationResult {
  if (value === undefined || value === null || value === '') {
    return options.required ? { pass: false, message: VALIDATION_MESSAGES[rule] } : { pass: true };
  }
  return VALIDATION_RULES[rule].safeParse(value).success
    ? { pass: true }
    : { pass: false, message: VALIDATION_MESSAGES[rule] };
}
