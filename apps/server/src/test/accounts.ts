import { randomBytes, randomInt } from 'node:crypto';
import { PAYLOAD_ENCRYPTION_ALGORITHM, PAYLOAD_ENCRYPTION_HEADER, StartupConfig } from '@lobby/shared';
// The browser's own function (WebCrypto, global in Node 20): the tests send what the web app sends.
import { encryptPayload } from '../../../web/src/lib/payload-crypto.ts';
import { captchaHash } from '../core/verification.ts';
import type { DbOrTx } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

// Requests as members and the web app make them, shared by the accounts and passwords tests.

export const ENCRYPTED = { [PAYLOAD_ENCRYPTION_HEADER]: PAYLOAD_ENCRYPTION_ALGORITHM };

// A random start, so counters kept in a shared Redis by an earlier run are not met again.
let ipCounter = randomInt(0, 1 << 20);
/** A client IP no other request of this test file used, so no per-IP limit carries over. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * Sends `body` encrypted with the start-up config's payload key, as the web app does, from `ip`
 * (a fresh one by default).
 */
export async function sendEncrypted(
  t: TestApp,
  method: 'PUT' | 'POST',
  url: string,
  body: object,
  ip = freshIp(),
) {
  const config = await t.app.inject({ url: '/api/merchant/config' });
  const key = StartupConfig.parse(config.json().value).payloadKey;
  const payload = await encryptPayload(body, key);
  return t.app.inject({ method, url, headers: ENCRYPTED, payload, remoteAddress: ip });
}

/** A username-and-password login, from `ip` (a fresh one by default). */
export const login = (t: TestApp, username: string, password: string, ip?: string) =>
  sendEncrypted(t, 'POST', '/api/accounts/login', { type: 'username', username, password }, ip);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A member call with `token`: its status tells whether the session is live. */
export const walletBalance = (t: TestApp, token: string) =>
  t.app.inject({ url: '/api/wallet/balance', headers: bearer(token) });

/** A captcha row with a known answer, stored the way GET /api/verification/captcha stores one. */
export async function knownCaptcha(db: DbOrTx, code = '12345') {
  const captchaId = `test-${randomBytes(8).toString('hex')}`;
  await db.insert(s.captcha).values({
    id: captchaId,
    codeHash: captchaHash(captchaId, code),
    expiresAt: new Date(Date.now() + 120_000),
  });
  return { captchaId, captcha: code };
}
