import { describe, expect, it } from 'vitest';
import { COUNTRIES, defaultDialingCode, isSystemDialingCode } from './countries.ts';
import { CountryDialingCode } from './verification.ts';

// The countries of the spec 1 languages must all be offered by the dialing-code picker.
const REQUIRED =
  'MY CN TW HK TH VN MM KH LA ID PH IN BD PK NP JP KR SG BR PT ES FR TR RU KZ UZ SA AE IR US GB AU';

describe('COUNTRIES', () => {
  it('covers the countries of the spec languages, once each, in name order', () => {
    const codes = COUNTRIES.map((c) => c.code);
    for (const code of REQUIRED.split(' ')) expect(codes).toContain(code);
    expect(new Set(codes).size).toBe(codes.length);
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('holds well-formed codes', () => {
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.currency).toMatch(/^[A-Z]{3}$/);
      expect(CountryDialingCode.safeParse(country.dialingCode).success).toBe(true);
    }
  });
});

describe('defaultDialingCode', () => {
  it.each([
    ['MMK', '+95'],
    ['MYR', '+60'],
    ['THB', '+66'],
    ['VND', '+84'],
    ['EUR', '+33'],
    ['XXX', '+95'],
  ])('%s -> %s', (currency, dialingCode) => {
    expect(defaultDialingCode(currency)).toBe(dialingCode);
  });
});

describe('isSystemDialingCode', () => {
  it.each([
    ['+60', true],
    ['+7', true],
    ['+999', false],
    ['60', false],
  ])('%s -> %s', (code, expected) => {
    expect(isSystemDialingCode(code)).toBe(expected);
  });
});
