import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The sandbox gateway's HMAC secret: SANDBOX_GATEWAY_SECRET when set, else one generated into
// DATA_DIR on first start (mode 0600), never a value in the repository. Nodes sharing a
// PostgreSQL database but not a DATA_DIR must set the variable.

export function resolveSandboxSecret(dataDir: string, configured: string | undefined): string {
  return resolveSecret(dataDir, configured, 'sandbox-gateway-secret');
}

/** A secret from its variable, else from DATA_DIR/<fileName>, created on first start. */
export function resolveSecret(dataDir: string, configured: string | undefined, fileName: string): string {
  if (configured) return configured;
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw err;
  }
  return secret;
}
