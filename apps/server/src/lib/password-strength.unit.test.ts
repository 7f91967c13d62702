import { describe, expect, it } from 'vitest';
import { passwordTooWeak, preloadPasswordStrength } from './password-strength.ts';

// Issue 8 item 8 (decision 033): the passwords the probe set, and what replaces them.

describe('passwordTooWeak', () => {
  it('loads the dictionaries once, in well under a second', async () => {
    const started = performance.now();
    await preloadPasswordStrength();
    expect(performance.now() - started).toBeLessThan(2000);
    const again = performance.now();
    await preloadPasswordStrength();
    expect(performance.now() - again).toBeLessThan(5);
  });

  it.each([
    ['password123', 'common'],
    ['qwerty123', 'common'],
    ['Passw0rd', 'common'],
    ['abcd1234', 'common'],
    ['iloveyou', 'common'],
    ['11111111', 'common'],
    ['Kp9#mZ2!', 'guessable'],
    ['Winter2024!', 'common'],
  ])('refuses %j as %s', async (password, reason) => {
    expect(await passwordTooWeak(password, [])).toBe(reason);
  });

  it('refuses a password built on the account name, mobile number or e-mail', async () => {
    expect(await passwordTooWeak('lantern81234', ['lantern8'])).toBe('personal');
    expect(await passwordTooWeak('60123456789', ['60123456789'])).toBe('personal');
    expect(await passwordTooWeak('tanahkow99', ['tanahkow99@example.com'])).toBe('personal');
  });

  it.each([
    'correct horse battery staple',
    'Lantern-river-2031',
    'mật khẩu của tôi rất dài',
    'x8Fq!2zLw',
    `${'long passphrase with spaces '.repeat(4)}`.slice(0, 128),
  ])('accepts %j', async (password) => {
    expect(await passwordTooWeak(password, ['lantern8', '60123456789'])).toBeUndefined();
  });
});
