import { describe, expect, it } from 'vitest';
import { createMessages } from './messages.ts';

// Decision 025: the message store behind lib/i18n.ts.
describe('messages', () => {
  function store() {
    const messages = createMessages();
    messages.add('en', {
      home: { welcome: 'Welcome to {{brand}}', login: 'Log in' },
      errors: { INTERNAL_ERROR: 'Something went wrong' },
      items_one: '{{count}} item',
      items_other: '{{count}} items',
    });
    messages.add('ar', { home: { login: 'دخول' }, items_zero: 'لا عناصر', items_few: '{{count}} عناصر' });
    return messages;
  }

  it('fills {{name}} from the values, as the locale files write it', () => {
    expect(store().translate(['en'], 'home.welcome', { brand: 'Lucky Lantern' })).toBe(
      'Welcome to Lucky Lantern',
    );
  });

  it('falls back key by key through the languages given (a partial language, then English)', () => {
    const messages = store();
    expect(messages.translate(['ar', 'en'], 'home.login')).toBe('دخول');
    expect(messages.translate(['ar', 'en'], 'home.welcome', { brand: 'B' })).toBe('Welcome to B');
  });

  it('answers the key itself when no language has it, and never a table', () => {
    expect(store().translate(['en'], 'home.missing')).toBe('home.missing');
    expect(store().translate(['en'], 'home')).toBe('home');
  });

  it('merges a part into the keys already there instead of replacing them', () => {
    const messages = store();
    messages.add('en', { errors: { LOGIN_FAILED: 'Wrong password' } });
    expect(messages.translate(['en'], 'errors.LOGIN_FAILED')).toBe('Wrong password');
    expect(messages.translate(['en'], 'errors.INTERNAL_ERROR')).toBe('Something went wrong');
  });

  it('picks the plural form of the language from count (key_one, key_other)', () => {
    const messages = store();
    expect(messages.translate(['en'], 'items', { count: 1 })).toBe('1 item');
    expect(messages.translate(['en'], 'items', { count: 5 })).toBe('5 items');
    expect(messages.translate(['en'], 'items', { count: 0 })).toBe('0 items');
  });

  it('uses each language its own plural rules, falling back to English for a missing form', () => {
    const messages = store();
    expect(messages.translate(['ar', 'en'], 'items', { count: 0 })).toBe('لا عناصر');
    expect(messages.translate(['ar', 'en'], 'items', { count: 3 })).toBe('3 عناصر');
    // Arabic "one" is not in the Arabic table: English's rule for 1 answers.
    expect(messages.translate(['ar', 'en'], 'items', { count: 1 })).toBe('1 item');
  });
});

// Decision 042: in a right-to-left page, values and English fallbacks keep their own order.
describe('messages for a right-to-left page', () => {
  const FSI = '\u2068';
  const PDI = '\u2069';
  function store() {
    const messages = createMessages();
    messages.add('en', {
      hint: '{{min}}-{{max}} characters: a-z, 0-9',
      welcome: 'Welcome to {{brand}}',
      items_other: '{{count}} items',
    });
    messages.add('ar', { hint: '{{min}}-{{max}} حرفًا', code: 'الرمز {{code}} للاسم {{name}}' });
    return messages;
  }

  it('isolates each value, and a range "{{min}}-{{max}}" as one run', () => {
    const messages = store();
    expect(messages.translate(['ar', 'en'], 'hint', { min: 4, max: 16 }, { isolate: true })).toBe(
      `${FSI}4-16${PDI} حرفًا`,
    );
    expect(
      messages.translate(['ar', 'en'], 'code', { code: '+95', name: 'lantern' }, { isolate: true }),
    ).toBe(`الرمز ${FSI}+95${PDI} للاسم ${FSI}lantern${PDI}`);
  });

  it('isolates a whole text that fell back to English, so it reads left to right', () => {
    expect(store().translate(['ar', 'en'], 'welcome', { brand: 'B' }, { isolate: true })).toBe(
      `${FSI}Welcome to ${FSI}B${PDI}${PDI}`,
    );
  });

  it('still picks the plural form from the number itself', () => {
    expect(store().translate(['ar', 'en'], 'items', { count: 3 }, { isolate: true })).toBe(
      `${FSI}${FSI}3${PDI} items${PDI}`,
    );
  });

  it('leaves left-to-right pages untouched', () => {
    expect(store().translate(['en'], 'hint', { min: 4, max: 16 })).toBe('4-16 characters: a-z, 0-9');
  });
});
