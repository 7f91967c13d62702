import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Issue 3 "Passwords": argon2id with the OWASP Password Storage Cheat Sheet's first
// configuration (19 MiB, 2 passes, 1 lane). The encoded hash carries its own parameters and
// salt, so raising them later still verifies old hashes.
// The package's Algorithm is a const enum, which verbatimModuleSyntax cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed hash, so callers have one failure path. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
