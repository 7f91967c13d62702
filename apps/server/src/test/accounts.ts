import { randomBytes } from 'node:crypto';
import { PAYLOAD_ENCRYPTION_ALGORITHM, PAYLOAD_ENCRYPTION_HEADER, StartupConfig } from '@lobby/shared';
// The browser's own function (WebCrypto, global in Node 20): the tests send what the web app sends.
import { encryptPayload } from '../../../web/src/lib/payload-crypto.ts';
import type { DbOrTx } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { captchaHash } from '../db/verification.ts';
import type { TestApp } from './test-app.ts';

export const ENCRYPTED = { [PAYLOAD_ENCRYPTION_HEADER]: PAYLOAD_ENCRYPTION_ALGORITHM };

/** Sends `body` encrypted with the start-up config's payload key, as the web app does. */
export async function sendEncrypted(t: TestApp, method: 'PUT' | 'POST', url: string, body: object) {
  const config = await t.app.inject({ url: '/api/merchant/config' });
  const key = StartupConfig.parse(config.json().value).payloadKey;
  return t.app.inject({ method, url, headers: ENCRYPTED, payload: await encryptPayload(body, key) });
}

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

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
