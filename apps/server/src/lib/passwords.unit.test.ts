import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and the OWASP parameters', async () => {
    const encoded = await hashPassword('secret123');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(encoded).not.toContain('secret123');
  });

  it('salts every hash', async () => {
    expect(await hashPassword('secret123')).not.toBe(await hashPassword('secret123'));
  });

  it('verifies the right password only', async () => {
    const encoded = await hashPassword('secret123');
    expect(await verifyPassword(encoded, 'secret123')).toBe(true);
    expect(await verifyPassword(encoded, 'secret124')).toBe(false);
    expect(await verifyPassword(encoded, '')).toBe(false);
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'secret123')).toBe(false);
  });
});
