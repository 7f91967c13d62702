import { createHash, randomBytes } from 'node:crypto';

// Issue 3 "Sessions": opaque random tokens of at least 128 bits, stored hashed. 256 bits of
// randomness make a plain SHA-256 enough: there is nothing to guess, so no slow hash or salt.
const TOKEN_BYTES = 32;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token goes to the client once; only its hash is stored. */
export function createToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}

/**
 * The token of `Authorization: Bearer <token>`, the only place tokens travel (member sessions
 * and the operator's), never a query string, where it would reach access logs.
 */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
}
