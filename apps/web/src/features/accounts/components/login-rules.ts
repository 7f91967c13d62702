import {
  CaptchaCode,
  type LoginRequest,
  normaliseLoginUsername,
  normaliseUsername,
  ROUTES,
  validateField,
  type WhiteLabelFlags,
} from '@lobby/shared';
import type { LoginMethod, RememberedLogin } from '../remembered-login.ts';

// Pure rules of the login screen (spec 2.5, 4 "Login method", 5, 8); the form only calls them.

/** spec 2.5: the method tabs appear only with MOBILEVERCODELOGIN3. */
export function showMethodTabs(flags: WhiteLabelFlags): boolean {
  return flags.MOBILEVERCODELOGIN3 === true;
}

/** spec 4: the remembered record restores its method, if that method is offered. */
export function initialMethod(record: RememberedLogin | null, flags: WhiteLabelFlags): LoginMethod {
  return record?.type === 'sms' && showMethodTabs(flags) ? 'sms' : 'username';
}

export type SocialProvider = 'facebook' | 'google';

/**
 * spec 2.5: a social button shows only when the phone-verification/social service is
 * initialised, the username method is active and its flag is on. This product has no such
 * service yet (docs/decisions/016), so the form passes `serviceReady: false`.
 */
export function socialLoginProviders(input: {
  serviceReady: boolean;
  method: LoginMethod;
  flags: WhiteLabelFlags;
}): SocialProvider[] {
  if (!input.serviceReady || input.method !== 'username') return [];
  const providers: SocialProvider[] = [];
  if (input.flags.FACEBOOKLOGIN3) providers.push('facebook');
  if (input.flags.GOOGLELOGIN3) providers.push('google');
  return providers;
}

export type LoginField = 'username' | 'password' | 'mobileNum' | 'smsCode' | 'captcha';
export type LoginValues = Record<LoginField | 'countryDialingCode', string>;

/** The fields of a method in screen order; the captcha only after the server asked for it. */
export function loginFields(method: LoginMethod, captchaShown: boolean): LoginField[] {
  const fields: LoginField[] = method === 'username' ? ['username', 'password'] : ['mobileNum', 'smsCode'];
  return captchaShown ? [...fields, 'captcha'] : fields;
}

/** spec 5: the shared rules by name; the answer is the message key, or undefined when it passes. */
export function validateLoginField(field: LoginField, value: string): string | undefined {
  if (field === 'captcha') {
    return CaptchaCode.safeParse(value).success ? undefined : 'validation.captcha';
  }
  const rule = {
    username: 'loginUsername',
    password: 'loginPassword',
    mobileNum: 'loginMobileNum',
    smsCode: 'verificationCode',
  } as const;
  const result = validateField(rule[field], value, { required: true });
  return result.pass ? undefined : result.message;
}

/** The failing fields among `fields` (those on screen), with their message keys. */
export function validateLoginFields(
  fields: readonly LoginField[],
  values: LoginValues,
): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  for (const field of fields) {
    const message = validateLoginField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Which field a failed login belongs under; undefined puts it in the form's alert line. */
export function loginErrorField(
  error: { code: string; field?: string | undefined },
  method: LoginMethod,
): LoginField | undefined {
  // CAPTCHA_REQUIRED, CAPTCHA_INVALID, CAPTCHA_EXPIRED (issue 8 item 3).
  if (error.code.startsWith('CAPTCHA_')) return 'captcha';
  if (error.code.startsWith('SMS_CODE_')) return method === 'sms' ? 'smsCode' : undefined;
  if (error.code !== 'VALIDATION_ERROR' || !error.field) return undefined;
  const field = error.field.split('.')[0];
  if (field === 'captcha' || field === 'captchaId') return 'captcha';
  if (method === 'username') {
    if (field === 'username' || field === 'password') return field;
    return undefined;
  }
  if (field === 'username' || field === 'countryDialingCode') return 'mobileNum';
  if (field === 'password') return 'smsCode';
  return undefined;
}

/** spec 8: a failed login shows the captcha when its error value says so. */
export function demandsCaptcha(error: {
  code: string;
  value?: Record<string, unknown> | undefined;
}): boolean {
  return Boolean(error.value?.captcha) || error.code === 'CAPTCHA_REQUIRED';
}

const ORIGIN = 'http://lobby.invalid';

/**
 * The page's `?redirect=`: only a route of this app, never another site (an open redirect) nor
 * the login page itself; anything else goes home.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value) return ROUTES.home;
  try {
    const url = new URL(value, ORIGIN);
    if (url.origin !== ORIGIN || !url.pathname.startsWith('/m/') || url.pathname === ROUTES.login) {
      return ROUTES.home;
    }
    return url.pathname + url.search + url.hash;
  } catch {
    return ROUTES.home;
  }
}

/** spec 2.8: a first login goes to set a password; otherwise back where the member came from. */
export function afterLoginRoute(firstTimeLogin: boolean, returnTo: string): string {
  return firstTimeLogin ? ROUTES.changePsw : returnTo;
}

/**
 * spec 3 "Login payload": username + password, or (type sms) the mobile number and the SMS code
 * in the same two fields; the captcha and its id once shown; the remember flag.
 */
export function loginRequest(
  method: LoginMethod,
  values: LoginValues,
  remember: boolean,
  captcha: { captchaId: string } | undefined,
): LoginRequest {
  const withCaptcha = captcha ? { captchaId: captcha.captchaId, captcha: values.captcha } : {};
  if (method === 'username') {
    return {
      type: 'username',
      username: normaliseLoginUsername(values.username),
      password: values.password,
      remember,
      ...withCaptcha,
    };
  }
  return {
    type: 'sms',
    username: values.mobileNum,
    password: values.smsCode,
    countryDialingCode: values.countryDialingCode,
    remember,
    ...withCaptcha,
  };
}

/**
 * spec 3 "Remembered-login record", without the password (issue 8, docs/decisions/035): the
 * method, the name as the member typed it (for spec 4 to restore; whoever compares it
 * normalises) and the dialing code. A login with remember set also got a remember token.
 */
export function rememberedRecord(method: LoginMethod, values: LoginValues): RememberedLogin {
  return {
    type: method,
    // spec 4: restored as the member typed it, less the spaces the rules ignore.
    username: method === 'username' ? normaliseUsername(values.username) : values.mobileNum,
    countryDialingCode: values.countryDialingCode,
    remember: true,
    oneTap: true,
  };
}
