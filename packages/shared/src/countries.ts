// System countries (spec 7 "system countries"): the dialing-code picker of spec 2.6 and 2.7.
// Facts only: ISO 3166-1 alpha-2 code, English short name, ITU dialing code, ISO 4217 currency.
// The list covers the countries of the spec 1 languages and a few neighbours; docs/decisions/014.

export interface CountryInfo {
  code: string;
  name: string;
  dialingCode: string;
  /** The country's currency: the merchant's currency picks the default dialing code. */
  currency: string;
}

/** In English alphabetical order; the picker names and sorts them in the app language (issue 9). */
export const COUNTRIES = [
  { code: 'AU', name: 'Australia', dialingCode: '+61', currency: 'AUD' },
  { code: 'BD', name: 'Bangladesh', dialingCode: '+880', currency: 'BDT' },
  { code: 'BR', name: 'Brazil', dialingCode: '+55', currency: 'BRL' },
  { code: 'KH', name: 'Cambodia', dialingCode: '+855', currency: 'KHR' },
  { code: 'CN', name: 'China', dialingCode: '+86', currency: 'CNY' },
  { code: 'FR', name: 'France', dialingCode: '+33', currency: 'EUR' },
  { code: 'HK', name: 'Hong Kong', dialingCode: '+852', currency: 'HKD' },
  { code: 'IN', name: 'India', dialingCode: '+91', currency: 'INR' },
  { code: 'ID', name: 'Indonesia', dialingCode: '+62', currency: 'IDR' },
  { code: 'IR', name: 'Iran', dialingCode: '+98', currency: 'IRR' },
  { code: 'JP', name: 'Japan', dialingCode: '+81', currency: 'JPY' },
  { code: 'KZ', name: 'Kazakhstan', dialingCode: '+7', currency: 'KZT' },
  { code: 'LA', name: 'Laos', dialingCode: '+856', currency: 'LAK' },
  { code: 'MO', name: 'Macao', dialingCode: '+853', currency: 'MOP' },
  { code: 'MY', name: 'Malaysia', dialingCode: '+60', currency: 'MYR' },
  { code: 'MM', name: 'Myanmar', dialingCode: '+95', currency: 'MMK' },
  { code: 'NP', name: 'Nepal', dialingCode: '+977', currency: 'NPR' },
  { code: 'PK', name: 'Pakistan', dialingCode: '+92', currency: 'PKR' },
  { code: 'PH', name: 'Philippines', dialingCode: '+63', currency: 'PHP' },
  { code: 'PT', name: 'Portugal', dialingCode: '+351', currency: 'EUR' },
  { code: 'RU', name: 'Russia', dialingCode: '+7', currency: 'RUB' },
  { code: 'SA', name: 'Saudi Arabia', dialingCode: '+966', currency: 'SAR' },
  { code: 'SG', name: 'Singapore', dialingCode: '+65', currency: 'SGD' },
  { code: 'KR', name: 'South Korea', dialingCode: '+82', currency: 'KRW' },
  { code: 'ES', name: 'Spain', dialingCode: '+34', currency: 'EUR' },
  { code: 'TW', name: 'Taiwan', dialingCode: '+886', currency: 'TWD' },
  { code: 'TH', name: 'Thailand', dialingCode: '+66', currency: 'THB' },
  { code: 'TR', name: 'Türkiye', dialingCode: '+90', currency: 'TRY' },
  { code: 'AE', name: 'United Arab Emirates', dialingCode: '+971', currency: 'AED' },
  { code: 'GB', name: 'United Kingdom', dialingCode: '+44', currency: 'GBP' },
  { code: 'US', name: 'United States', dialingCode: '+1', currency: 'USD' },
  { code: 'UZ', name: 'Uzbekistan', dialingCode: '+998', currency: 'UZS' },
  { code: 'VN', name: 'Vietnam', dialingCode: '+84', currency: 'VND' },
] as const satisfies readonly CountryInfo[];

/** When the merchant's currency is no listed country's: Myanmar, the demo merchant's country. */
export const FALLBACK_DIALING_CODE = '+95';

/** A dialing code the picker offers (several countries may share one, e.g. +7). */
export function isSystemDialingCode(dialingCode: string): boolean {
  return COUNTRIES.some((c) => c.dialingCode === dialingCode);
}

/**
 * The dialing code the picker starts on: the first listed country using the merchant's
 * currency (EUR picks France), else FALLBACK_DIALING_CODE.
 */
export function defaultDialingCode(currency: string): string {
  return COUNTRIES.find((c) => c.currency === currency)?.dialingCode ?? FALLBACK_DIALING_CODE;
}
