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
