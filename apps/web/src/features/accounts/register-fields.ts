import {
  CaptchaCode,
  normaliseUsername,
  REGISTRATION_RULE_FIELDS,
  type RegistrationRule,
  type RegistrationRuleField,
  VALIDATION_MESSAGES,
  validateField,
  type WhiteLabelFlags,
} from '@lobby/shared';

// Which registration fields show, in which order, and what each must hold (spec 2.6, 4, 5).
// Pure functions of the flags, the merchant's field rules and the typed values.

/** spec 4 "Register method": by username or by mobile number. */
export type RegisterBy = 'username' | 'mobile';

/** The optional fields of spec 2.6 item 4, in the spec's order (the captcha rule aside). */
export const OPTIONAL_FIELDS = REGISTRATION_RULE_FIELDS.filter(
  (field): field is Exclude<RegistrationRuleField, 'captcha'> => field !== 'captcha',
);
export type OptionalField = (typeof OPTIONAL_FIELDS)[number];

export type RegisterField =
  | 'username'
  | 'mobileNum'
  | 'verificationCode'
  | 'password'
  | 'confirmPassword'
  | OptionalField
  | 'captcha';

export type RegisterValues = Record<RegisterField, string> & { countryDialingCode: string };

export type RegisterErrors = Partial<Record<RegisterField, string>>;

export type RegisterRules = Record<RegistrationRuleField, RegistrationRule>;

export function emptyRegisterValues(): RegisterValues {
  const values = { countryDialingCode: '' } as RegisterValues;
  for (const field of ['username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword'] as const) {
    values[field] = '';
  }
  for (const field of OPTIONAL_FIELDS) values[field] = '';
  values.captcha = '';
  return values;
}

/** spec 2.6: the method switch shows only when both methods are enabled. */
export function showMethodSwitch(flags: WhiteLabelFlags): boolean {
  return flags.USERNAMEREG3 === true && flags.MOBILENUMREG3 === true;
}

/**
 * spec 4: mobile when only mobile registration is enabled, otherwise username (with neither
 * flag on, the username form stays open, as the server's usernameMethodOpen does).
 */
export function defaultRegisterBy(flags: WhiteLabelFlags): RegisterBy {
  return flags.MOBILENUMREG3 === true && flags.USERNAMEREG3 !== true ? 'mobile' : 'username';
}

export interface FieldContext {
  by: RegisterBy;
  flags: WhiteLabelFlags;
  rules: RegisterRules;
  /** spec 4: the link's invitation code checked valid, so its field stays hidden. */
  affiliateFromLink: boolean;
}

/** The visible fields in the order of spec 2.6 items 1 to 6. */
export function registerFields({ by, flags, rules, affiliateFromLink }: FieldContext): RegisterField[] {
  const fields: RegisterField[] = [];
  if (by === 'username') fields.push('username');
  if (by === 'mobile') fields.push('mobileNum', 'verificationCode');
  if (by === 'username' || flags.MOBILENUMPASSREG3 === true) fields.push('password', 'confirmPassword');
  for (const field of OPTIONAL_FIELDS) {
    if (!rules[field].enabled) continue;
    if (field === 'affiliateCode' && affiliateFromLink) continue;
    fields.push(field);
  }
  if (by === 'username' && flags.REGMOBVERF3 === true) fields.push('mobileNum', 'verificationCode');
  if (rules.captcha.enabled) fields.push('captcha');
  return fields;
}

function isOptionalField(field: RegisterField): field is OptionalField {
  return (OPTIONAL_FIELDS as readonly string[]).includes(field);
}

/** Every shown field is required except the optional ones whose rule says otherwise. */
export function isRequired(field: RegisterField, rules: RegisterRules): boolean {
  return isOptionalField(field) ? rules[field].required : true;
}

/**
 * Passwords are taken as typed; the account name as its shared rule reads it; every other value
 * loses surrounding spaces (their rules do not trim).
 */
export function cleanValue(field: RegisterField, value: string): string {
  if (field === 'password' || field === 'confirmPassword' || field === 'paymentPassword') return value;
  return field === 'username' ? normaliseUsername(value) : value.trim();
}

/** Message keys of the confirmation rules of spec 5. */
export const CONFIRM_REQUIRED = 'register.confirmRequired';
export const CONFIRM_MISMATCH = 'validation.confirmPassword';

function checkField(field: RegisterField, values: RegisterValues, rules: RegisterRules): string | undefined {
  const value = cleanValue(field, values[field]);
  switch (field) {
    case 'password': {
      const result = validateField('password', value, { required: true });
      if (!result.pass) return result.message;
      // spec 5: the password also fails when it differs from a non-empty confirmation.
      return values.confirmPassword !== '' && values.confirmPassword !== value ? CONFIRM_MISMATCH : undefined;
    }
    case 'confirmPassword':
      if (value === '') return CONFIRM_REQUIRED;
      return value === values.password ? undefined : CONFIRM_MISMATCH;
    case 'captcha':
      // spec 5: required (in_vwrite_code), at most 6 digits.
      return CaptchaCode.safeParse(value).success ? undefined : 'validation.captcha';
    default: {
      const result = validateField(field, value, { required: isRequired(field, rules) });
      return result.pass ? undefined : result.message;
    }
  }
}

/** The failing fields with their message keys; `fields` is what registerFields shows. */
export function validateRegisterForm(
  fields: readonly RegisterField[],
  values: RegisterValues,
  rules: RegisterRules,
): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of fields) {
    const message = checkField(field, values, rules);
    if (message) errors[field] = message;
  }
  return errors;
}

/** spec 2.6: where focus goes after a failed submit. */
export function firstInvalidField(
  fields: readonly RegisterField[],
  errors: RegisterErrors,
): RegisterField | undefined {
  return fields.find((field) => errors[field] !== undefined);
}

/** spec 5: the mobile number must pass before an SMS code is requested. */
export function mobileNumError(value: string): string | undefined {
  const result = validateField('mobileNum', value.trim(), { required: true });
  return result.pass ? undefined : result.message;
}

const CODE_FIELDS: Partial<Record<string, RegisterField>> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_INVALID: 'captcha',
  CAPTCHA_EXPIRED: 'captcha',
  SMS_CODE_INVALID: 'verificationCode',
  SMS_CODE_EXPIRED: 'verificationCode',
  SMS_CODE_TOO_MANY_TRIES: 'verificationCode',
  INVITATION_CODE_INVALID: 'affiliateCode',
};

/** The form field a server error belongs to: by its `field`, else by its code. */
export function fieldOfServerError(
  code: string,
  field: string | undefined,
  shown: readonly RegisterField[],
): RegisterField | undefined {
  const named = field === 'countryDialingCode' ? 'mobileNum' : field;
  const candidate = (shown as readonly string[]).includes(named ?? '')
    ? (named as RegisterField)
    : CODE_FIELDS[code];
  return candidate && shown.includes(candidate) ? candidate : undefined;
}

/**
 * The message shown under a field for a server error: a validation error speaks the field's
 * own rule message (spec 8 texts), any other code its `errors.<CODE>` text.
 */
export function serverFieldMessage(code: string, field: RegisterField, errorKey: string): string {
  if (code !== 'VALIDATION_ERROR') return errorKey;
  if (field === 'confirmPassword') return CONFIRM_MISMATCH;
  if (field === 'captcha') return 'validation.captcha';
  return VALIDATION_MESSAGES[field];
}

/** spec 2.6 item 8: social icons need an initialised social service and their flag. */
export function socialLoginIcons(serviceReady: boolean, flags: WhiteLabelFlags): ('facebook' | 'google')[] {
  if (!serviceReady) return [];
  const icons: ('facebook' | 'google')[] = [];
  if (flags.FACEBOOKLOGIN3 === true) icons.push('facebook');
  if (flags.GOOGLELOGIN3 === true) icons.push('google');
  return icons;
}
