import { describe, expect, it } from 'vitest';
import { localCountryOptions } from './country-names.ts';

// Issue 9: country names in the dialing-code picker come from Intl.DisplayNames.
describe('localCountryOptions', () => {
  const countries = [
    { code: 'MY', name: 'Malaysia', dialingCode: '+60' },
    { code: 'MM', name: 'Myanmar', dialingCode: '+95' },
    { code: 'TH', name: 'Thailand', dialingCode: '+66' },
  ];

  it('names each country in the language of the app', () => {
    const thai = localCountryOptions(countries, 'th');
    // CLDR's exact wording moves between ICU versions; its script and its start do not.
    expect(thai.find((c) => c.code === 'MM')?.name).toMatch(/^เมียนมา/);
    expect(thai.find((c) => c.code === 'TH')?.name).toBe('ไทย');
    expect(localCountryOptions(countries, 'zh-Hans').find((c) => c.code === 'MY')?.name).toBe('马来西亚');
    expect(localCountryOptions(countries, 'en').find((c) => c.code === 'MM')?.name).toMatch(/^Myanmar/);
  });

  it('keeps each dialing code with its country', () => {
    expect(localCountryOptions(countries, 'ar').find((c) => c.code === 'MM')?.dialingCode).toBe('+95');
  });

  it('sorts by the names as the language collates them', () => {
    const names = localCountryOptions(countries, 'th').map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('th').compare));
    expect(localCountryOptions(countries, 'en').map((c) => c.code)).toEqual(['MY', 'MM', 'TH']);
  });

  it("falls back to the server's name for a code the browser cannot name", () => {
    const odd = [{ code: 'XK1', name: 'Somewhere', dialingCode: '+999' }];
    expect(localCountryOptions(odd, 'th')[0]?.name).toBe('Somewhere');
    const unassigned = [{ code: 'AA', name: 'Elsewhere', dialingCode: '+998' }];
    expect(localCountryOptions(unassigned, 'th')[0]?.name).toBe('Elsewhere');
  });
});
