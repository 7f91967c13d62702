import { LANGUAGE_CODES, type WhiteLabelFlag } from '@lobby/shared';
import { isCidr } from './ip-ranges.ts';

// Rules on configuration values beyond their types, shared by the seed check and the operator API.

export const COUNTRY_CODE = /^[A-Z]{2}$/;
export const CDN_URL = /^https?:\/\/[^\s/]+(\/\S*)?$/;
/** A bare host name (spec 3 mainDomain), no scheme or path. */
export const DOMAIN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

export function languagesProblem(languages: {
  default: string;
  supported: readonly string[];
}): string | null {
  const unknown = [languages.default, ...languages.supported].find(
    (code) => !(LANGUAGE_CODES as readonly string[]).includes(code),
  );
  if (unknown !== undefined) return `languages: unknown language code ${unknown}`;
  if (languages.supported.length === 0) return 'languages.supported: at least one language';
  if (!languages.supported.includes(languages.default)) {
    return `languages.default: ${languages.default} is not among the supported languages`;
  }
  return null;
}

type Flags = Partial<Record<WhiteLabelFlag, boolean>>;

/** What gets a member without a password of their own back in: an SMS login or a reset by phone. */
export const SMS_WAY_BACK: readonly WhiteLabelFlag[] = ['MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3'];
/** What gets a member registered by mobile number back in after logging out (spec 2.5-2.7). */
export const MOBILE_WAY_BACK: readonly WhiteLabelFlag[] = ['MOBILENUMPASSREG3', ...SMS_WAY_BACK];

const names = (flags: readonly string[]) => `${flags.slice(0, -1).join(', ')} or ${flags.at(-1)}`;

/**
 * decision 038: a registration method must leave its members a way back in. Username
 * registration always has a password; mobile registration (MOBILENUMREG3) needs a password the
 * member chooses, the SMS login or the reset by phone. Answers why not, or null.
 */
export function mobileLockOutProblem(flags: Flags): string | null {
  if (flags.MOBILENUMREG3 !== true || MOBILE_WAY_BACK.some((flag) => flags[flag] === true)) return null;
  return (
    `with MOBILENUMREG3 on, at least one of ${names(MOBILE_WAY_BACK)} must be on: otherwise a member ` +
    'who registers by mobile number gets a password nobody knows and can never log in again'
  );
}

/**
 * decision 038: members who registered by mobile number without choosing a password get back
 * in only by SMS, whatever MOBILENUMREG3 says now. Answers why not, or null.
 */
export function passwordlessLockOutProblem(flags: Flags, membersWithoutPassword: number): string | null {
  if (membersWithoutPassword === 0 || SMS_WAY_BACK.some((flag) => flags[flag] === true)) return null;
  return (
    `${membersWithoutPassword} member(s) registered by mobile number without choosing a password ` +
    `and can log in only by SMS: keep ${names(SMS_WAY_BACK)} on`
  );
}

interface CheckedSettings {
  whitelabel: Flags;
  languages: { default: string; supported: readonly string[] };
  blockedCountries: readonly string[];
  blockedIpRanges: readonly string[];
  imageCDNs: readonly string[];
  mainDomain: string;
}

/** First problem as "field: message", or null when the settings are consistent. */
export function settingsProblem(settings: CheckedSettings): string | null {
  const languages = languagesProblem(settings.languages);
  if (languages) return languages;
  const country = settings.blockedCountries.find((code) => !COUNTRY_CODE.test(code));
  if (country !== undefined) return `blockedCountries: ${country} is not an ISO alpha-2 upper-case code`;
  const range = settings.blockedIpRanges.find((value) => !isCidr(value));
  if (range !== undefined) return `blockedIpRanges: ${range} is not a CIDR range`;
  const cdn = settings.imageCDNs.find((url) => !CDN_URL.test(url));
  if (cdn !== undefined) return `imageCDNs: ${cdn} is not an http(s) URL`;
  if (!DOMAIN.test(settings.mainDomain)) return `mainDomain: ${settings.mainDomain} is not a domain name`;
  const lockOut = mobileLockOutProblem(settings.whitelabel);
  if (lockOut) return `whitelabel: ${lockOut}`;
  return null;
}
