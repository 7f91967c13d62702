import { useEffect, useMemo } from 'react';
import { useLanguageTag, useTranslation } from '../../../lib/translation.ts';
import { useCountries } from '../api/get-countries.ts';
import { localCountryOptions } from './country-names.ts';

/**
 * The country dialing-code picker of spec 2.6 item 2 (and 2.5, 2.7): a native select, which
 * phones show as their own wheel or list. Starts on the merchant's default code.
 */
export function DialingCodeSelect({
  value,
  onValueChange,
}: {
  value: string;
  onValueChange(code: string): void;
}) {
  const { t } = useTranslation();
  const countries = useCountries();
  const languageTag = useLanguageTag();
  const options = useMemo(
    () => localCountryOptions(countries.data?.countries ?? [], languageTag),
    [countries.data, languageTag],
  );
  const fallback = countries.data?.defaultDialingCode;
  useEffect(() => {
    if (!value && fallback) onValueChange(fallback);
  }, [value, fallback, onValueChange]);
  // Closed, the picker shows the code alone (a native select would show the truncated name);
  // the transparent select above it still opens the phone's own list of full names.
  return (
    <span className="dialing-code">
      <span aria-hidden="true" dir="ltr">
        {value || '+'}
      </span>
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <select
        aria-label={t('form.dialingCode')}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {!value && <option value="">+</option>}
        {options.map((country) => (
          <option key={country.code} value={country.dialingCode}>
            {/* The code isolated, so "+95" keeps its sign first in a right-to-left list. */}
            {`${country.name} (\u2066${country.dialingCode}\u2069)`}
          </option>
        ))}
      </select>
    </span>
  );
}
