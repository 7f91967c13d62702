import { describe, expect, it } from 'vitest';
import { pickLocalizedText } from './localized-text.ts';

describe('pickLocalizedText (decision 038)', () => {
  const text = { MY: 'မြန်မာ', EN: 'English', TH: 'ไทย' };
  it.each([
    ['the current language', text, 'TH', 'MY', 'ไทย'],
    ["the merchant's default language", text, 'JA', 'MY', 'မြန်မာ'],
    ['English after the default', { EN: 'English', TH: 'ไทย' }, 'JA', 'MY', 'English'],
    ['any text there is', { TH: 'ไทย' }, 'JA', 'MY', 'ไทย'],
    ['nothing', {}, 'EN', 'MY', ''],
  ] as const)('falls back to %s', (_, given, language, fallback, shown) => {
    expect(pickLocalizedText(given, language, fallback)).toBe(shown);
  });
});
