import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './i18n.ts';

describe('language choice (spec 1)', () => {
  const merchant = { default: 'MY' as const, supported: ['MY', 'EN'] as const };
  it('keeps a stored choice the merchant supports', () => expect(chooseLanguage('EN', merchant)).toBe('EN'));
  it('falls back to the merchant default otherwise', () => {
    expect(chooseLanguage('TH', merchant)).toBe('MY');
    expect(chooseLanguage(null, merchant)).toBe('MY');
  });
  it('before the configuration arrives, uses the stored choice or MY', () => {
    expect(chooseLanguage('EN')).toBe('EN');
    expect(chooseLanguage(null)).toBe('MY');
  });
});
