import { LANGUAGE_CODES } from '@lobby/shared';
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

interface CheckedSettings {
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
  return null;
}
