import type { SystemCountry } from '@lobby/shared';

export interface CountryOption {
  code: string;
  name: string;
  dialingCode: string;
}

/**
 * Issue 9: the dialing-code picker names countries in the app's language (CLDR's names through
 * `Intl.DisplayNames`) and sorts them as that language sorts; the server's English name is
 * only the fallback for a code the browser does not know.
 */
export function localCountryOptions(
  countries: readonly SystemCountry[],
  languageTag: string,
): CountryOption[] {
  const names = regionNames(languageTag);
  const collator = new Intl.Collator(languageTag);
  return countries
    .map((country) => ({
      code: country.code,
      name: localName(names, country.code) ?? country.name,
      dialingCode: country.dialingCode,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

function regionNames(languageTag: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([languageTag], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
}

function localName(names: Intl.DisplayNames | null, code: string): string | undefined {
  try {
    return names?.of(code);
  } catch {
    // Not an ISO 3166 code at all (RangeError): the server's name stands.
    return undefined;
  }
}
