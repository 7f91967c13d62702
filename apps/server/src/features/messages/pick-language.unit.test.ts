import { describe, expect, it } from 'vitest';
import { pickLanguage } from './pick-language.ts';

describe('pickLanguage (decision 047)', () => {
  const texts = { EN: 'Welcome', MY: 'ကြိုဆိုပါတယ်' };
  it.each([
    ['EN', 'MY', 'Welcome'],
    ['TH', 'MY', 'ကြိုဆိုပါတယ်'],
    [undefined, 'MY', 'ကြိုဆိုပါတယ်'],
    ['TH', 'KO', 'Welcome'],
  ])('asked %s with default %s answers %s', (language, fallback, expected) => {
    expect(pickLanguage(texts, language, fallback)).toBe(expected);
  });

  it('answers undefined when the message has no language at all', () => {
    expect(pickLanguage({}, 'EN', 'MY')).toBeUndefined();
  });
});
