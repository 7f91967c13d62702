import { describe, expect, it } from 'vitest';
import { linkOrigin, resetEmail, resetLink } from './reset-link.ts';

const demo = { publicUrl: undefined, port: 3000 };

describe('linkOrigin (issue 8 item 6)', () => {
  it.each([
    ['lucky-lantern.com', 'https://lucky-lantern.com'],
    ['play.lucky-lantern.com', 'https://play.lucky-lantern.com'],
    ['example.com', 'https://example.com'],
    ['testing.io', 'https://testing.io'],
    ['lobby.example', 'http://localhost:3000'],
    ['lobby.TEST', 'http://localhost:3000'],
    ['localhost', 'http://localhost:3000'],
    ['shop.invalid', 'http://localhost:3000'],
    ['', 'http://localhost:3000'],
  ])('without PUBLIC_URL, mainDomain %j gives %s', (mainDomain, origin) => {
    expect(linkOrigin(demo, mainDomain)).toBe(origin);
  });

  it('uses the configured port on the one-machine fallback', () => {
    expect(linkOrigin({ publicUrl: undefined, port: 8443 }, 'lobby.example')).toBe('http://localhost:8443');
  });

  it.each(['lucky-lantern.com', 'lobby.example', ''])('PUBLIC_URL wins over mainDomain %j', (mainDomain) => {
    expect(linkOrigin({ publicUrl: 'https://m.lucky.example:8443', port: 3000 }, mainDomain)).toBe(
      'https://m.lucky.example:8443',
    );
  });
});

describe('resetLink and resetEmail', () => {
  it('points at the forgot-password screen with the token', () => {
    expect(resetLink('https://lucky-lantern.com', 'abc_-123')).toBe(
      'https://lucky-lantern.com/m/forget?token=abc_-123',
    );
  });

  it('names the merchant, the account, the link and its lifetime', () => {
    const { subject, text } = resetEmail('Lucky Lantern', 'ally', 'https://x.test/m/forget?token=t');
    expect(subject).toBe('Lucky Lantern: reset your password');
    expect(text).toContain('account ally');
    expect(text).toContain('open https://x.test/m/forget?token=t\n');
    expect(text).toContain('within 30 minutes');
  });
});
