import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createToken, hashToken } from './session-tokens.ts';

describe('session tokens', () => {
  it('is 32 random bytes in base64url', () => {
    const { token } = createToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('never repeats', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => createToken().token));
    expect(tokens.size).toBe(1000);
  });

  it('hashes with SHA-256 in hex, the same way for creation and lookup', () => {
    const { token, hash } = createToken();
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken(token)).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
