import {
  isSystemDialingCode,
  REGISTRATION_RULE_FIELDS,
  type RegisterRequest,
  type RegistrationRules,
  VALIDATION_RULES,
  type WhiteLabelFlags,
} from '@lobby/shared';
import type { z } from 'zod/mini';
import { appError, validationError } from '../../core/errors.ts';

// Which registration the payload asks for and whether the merchant allows it (spec 2.6, 3, 4;
// docs/decisions/013): a pure function of the payload, the white-label flags and the field rules.

/** The optional fields of spec 2.6 item 4 that the merchant's rules switch on and off. */
const RULED_FIELDS = REGISTRATION_RULE_FIELDS.filter((field) => field !== 'captcha');
export type RuledField = (typeof RULED_FIELDS)[number];

export interface RegistrationPlan {
  method: 'username' | 'mobile';
  /** The account name: the username, or the dialing code's digits and the number (60123456789). */
  account: string;
  /** undefined: the member chose none (mobile method without MOBILENUMPASSREG3). */
  password: string | undefined;
  /** The number to verify with a 'register' SMS code and store. */
  mobile: { countryDialingCode: string; mobileNum: string; verificationCode: string } | undefined;
  /** Optional fields that were sent, format-checked (the affiliate code not yet looked up). */
  fields: Partial<Record<RuledField, string>>;
}

interface MerchantRules {
  whitelabel: WhiteLabelFlags;
  register: z.infer<typeof RegistrationRules>;
}

const forbidden = (what: string) => appError('FORBIDDEN', `Sorry, ${what} is not available on this site.`);
const required = (field: string) => validationError(field, 'this field is required');
const notAccepted = (field: string) => validationError(field, 'this field is not accepted');

/** Fields with a spec 5 rule of the same name are checked by it; the others only by length. */
function formatOk(field: RuledField, value: string): boolean {
  const rule = (
    VALIDATION_RULES as Partial<Record<string, (typeof VALIDATION_RULES)[keyof typeof VALIDATION_RULES]>>
  )[field];
  return rule ? rule.safeParse(value).success : true;
}

/**
 * spec 4: the form defaults to the mobile method only when it is the only one enabled; with
 * neither flag on, the username method stays open, so a merchant cannot lock registration out
 * by switching both off (DIRECTREG3 only hides the header's button, spec 2.3).
 */
export function usernameMethodOpen(flags: WhiteLabelFlags): boolean {
  return flags.USERNAMEREG3 || !flags.MOBILENUMREG3;
}

function passwordPair(input: RegisterRequest): string {
  if (!input.password) throw validationError('password', 'Password format is incorrect');
  if (input.confirmPassword !== input.password) {
    throw validationError('confirmPassword', 'Confirmation password not matched');
  }
  return input.password;
}

function mobileOf(input: RegisterRequest): NonNullable<RegistrationPlan['mobile']> {
  const { mobileNum, countryDialingCode, verificationCode } = input;
  if (!mobileNum) throw validationError('mobileNum', 'The mobile num is not valid');
  if (!countryDialingCode || !isSystemDialingCode(countryDialingCode)) {
    throw validationError('countryDialingCode', 'unknown country dialing code');
  }
  if (!verificationCode) throw validationError('verificationCode', 'Please enter a valid verification code');
  return { mobileNum, countryDialingCode, verificationCode };
}

function optionalFields(input: RegisterRequest, rules: MerchantRules['register']) {
  const fields: Partial<Record<RuledField, string>> = {};
  for (const field of RULED_FIELDS) {
    const raw = input[field];
    const value = raw === undefined || raw.trim() === '' ? undefined : raw;
    const rule = rules[field];
    // spec 4: an affiliate link carries its code even where the form hides the field.
    const accepted = rule.enabled || field === 'affiliateCode';
    if (value !== undefined && !accepted) throw notAccepted(field);
    if (value === undefined && rule.enabled && rule.required) throw required(field);
    if (value !== undefined && !formatOk(field, value)) throw validationError(field, 'invalid format');
    if (value !== undefined) fields[field] = value;
  }
  return fields;
}

export function planRegistration(input: RegisterRequest, merchant: MerchantRules): RegistrationPlan {
  const flags = merchant.whitelabel;
  if (input.username === undefined && input.mobileNum === undefined) {
    throw usernameMethodOpen(flags)
      ? validationError('username', 'Account format is incorrect')
      : validationError('mobileNum', 'The mobile num is not valid');
  }
  let plan: Omit<RegistrationPlan, 'fields'>;
  if (input.username !== undefined) {
    if (!usernameMethodOpen(flags)) throw forbidden('registration by username');
    const password = passwordPair(input);
    let mobile: RegistrationPlan['mobile'];
    if (flags.REGMOBVERF3) mobile = mobileOf(input);
    else if (input.mobileNum !== undefined) throw notAccepted('mobileNum');
    else if (input.verificationCode !== undefined) throw notAccepted('verificationCode');
    plan = { method: 'username', account: input.username, password, mobile };
  } else {
    if (!flags.MOBILENUMREG3) throw forbidden('registration by mobile number');
    const mobile = mobileOf(input);
    let password: string | undefined;
    if (flags.MOBILENUMPASSREG3) password = passwordPair(input);
    else if (input.password !== undefined) throw notAccepted('password');
    else if (input.confirmPassword !== undefined) throw notAccepted('confirmPassword');
    const account = `${mobile.countryDialingCode.slice(1)}${mobile.mobileNum}`;
    plan = { method: 'mobile', account, password, mobile };
  }
  return { ...plan, fields: optionalFields(input, merchant.register) };
}
