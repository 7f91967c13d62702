import { describe, expect, it } from 'vitest';
import { localeProblems, placeholders } from './locale-check.ts';

// The rule of the language-completeness test (locales.test.ts, issue 9).
const english = {
  header: { login: 'Log in', hello: 'Hello {{name}}' },
  agreement: 'I agree to the <terms>user agreement</terms>',
  games_one: '{{count}} game',
  games_other: '{{count}} games',
};
const thai = {
  header: { login: 'เข้าสู่ระบบ', hello: 'สวัสดี {{name}}' },
  agreement: 'ฉันยอมรับ<terms>ข้อตกลงผู้ใช้</terms>',
  games_other: '{{count}} เกม',
};

describe('localeProblems', () => {
  it('passes a complete language whose plurals follow its own categories (Thai has only other)', () => {
    expect(localeProblems(english, thai, 'th')).toEqual([]);
  });

  it('names a key removed from a language', () => {
    const { login: _removed, ...header } = thai.header;
    expect(localeProblems(english, { ...thai, header }, 'th')).toEqual(['missing header.login']);
  });

  it('counts an empty text as missing', () => {
    expect(localeProblems(english, { ...thai, header: { ...thai.header, login: ' ' } }, 'th')).toEqual([
      'missing header.login',
    ]);
  });

  it('names an interpolation variable renamed in one language', () => {
    const renamed = { ...thai, header: { ...thai.header, hello: 'สวัสดี {{user}}' } };
    expect(localeProblems(english, renamed, 'th')).toEqual([
      'header.hello: placeholders {{user}} differ from English {{name}}',
    ]);
  });

  it('names a lost <Trans> tag and an extra key', () => {
    const broken = { ...thai, agreement: 'ฉันยอมรับข้อตกลงผู้ใช้', extra: 'x' };
    expect(localeProblems(english, broken, 'th')).toEqual([
      'agreement: placeholders (none) differ from English </terms> <terms>',
      'extra extra',
    ]);
  });

  it('asks each language for its own plural forms: Russian needs one, few, many and other', () => {
    const russian = {
      header: { login: 'Войти', hello: 'Привет, {{name}}' },
      agreement: 'Я принимаю <terms>соглашение</terms>',
      games_one: '{{count}} игра',
      games_other: '{{count}} игры',
    };
    expect(localeProblems(english, russian, 'ru')).toEqual(['missing games_few', 'missing games_many']);
  });

  it("lets a plural form say its number in words (Arabic's dual), but keeps other variables", () => {
    const en = { hours_one: '{{count}} hour in {{zone}}', hours_other: '{{count}} hours in {{zone}}' };
    const forms = ['zero', 'one', 'two', 'few', 'many', 'other'];
    const arabic = Object.fromEntries(forms.map((f) => [`hours_${f}`, `{{count}} ساعة {{zone}}`]));
    expect(localeProblems(en, { ...arabic, hours_two: 'ساعتان {{zone}}' }, 'ar')).toEqual([]);
    expect(localeProblems(en, { ...arabic, hours_two: 'ساعتان' }, 'ar')).toEqual([
      'hours_two: placeholders (none) differ from English {{zone}}',
    ]);
  });

  it('reads variables with spaces inside the braces and ignores repeats', () => {
    expect(placeholders('{{ a }} and {{a}} <b>x</b>')).toEqual(['</b>', '<b>', '{{a}}']);
  });
});
