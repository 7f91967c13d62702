import { describe, expect, it } from 'vitest';
import { resetEmail, resetLink, resetLinkOrigin } from './reset-link.ts';

const request = { protocol: 'http', host: 'localhost:3000' };

describe('resetLinkOrigin', () => {
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
  ])('mainDomain %j gives %s', (mainDomain, origin) => {
    expect(resetLinkOrigin(mainDomain, request)).toBe(origin);
  });

  it('keeps the protocol and port of the request on the fallback', () => {
    expect(resetLinkOrigin('lobby.example', { protocol: 'https', host: 'm.lobby.local:8443' })).toBe(
      'https://m.lobby.local:8443',
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
