import { generateKeyPairSync } from 'node:crypto';
import {
  type EncryptedPayload,
  PAYLOAD_ENCRYPTION_ALGORITHM,
  PAYLOAD_ENCRYPTION_HEADER,
  StartupConfig,
} from '@lobby/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
// The browser's own function (WebCrypto, global in Node 20): the test sends what the web app sends.
import { encryptPayload } from '../../../web/src/lib/payload-crypto.ts';
import { buildApp } from '../app.ts';
import { loadPayloadKey, PAYLOAD_KEY_PURPOSE } from '../core/server-keys.ts';
import * as schema from '../db/schema/index.ts';
import { payloadKeyFromPem } from '../lib/payload-crypto.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const TestBody = z.object({ username: z.string().check(z.minLength(4)), password: z.string() });
const ENCRYPTED = { [PAYLOAD_ENCRYPTION_HEADER]: PAYLOAD_ENCRYPTION_ALGORITHM };

/** No production route needs encryption yet (login and registration come later in issue 3). */
function addTestRoute(t: TestApp) {
  t.app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/test/encrypted',
      { preValidation: t.app.requireEncryptedBody, schema: { body: TestBody } },
      async (request) => ({ success: true as const, value: request.body }),
    );
}

async function payloadKeyOf(t: TestApp) {
  const res = await t.app.inject({ url: '/api/merchant/config' });
  expect(res.statusCode).toBe(200);
  return StartupConfig.parse(res.json().value).payloadKey;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  addTestRoute(t);
});
afterAll(() => t.close());

async function send(payload: unknown, headers: Record<string, string> = ENCRYPTED) {
  return t.app.inject({ method: 'POST', url: '/api/test/encrypted', headers, payload: payload as object });
}

describe('payload key', () => {
  it('is in the start-up config, and its kid is the fingerprint of its SPKI', async () => {
    const key = await payloadKeyOf(t);
    const rows = await t.db.select().from(schema.serverKey);
    expect(rows.map((row) => row.purpose)).toEqual([PAYLOAD_KEY_PURPOSE]);
    expect(payloadKeyFromPem(rows[0]?.privateKeyPem ?? '')).toMatchObject(key);
    expect(Buffer.from(key.spki, 'base64').length).toBeGreaterThan(400);
  });

  it('persists: a second app on the same database uses the same key', async () => {
    const first = await payloadKeyOf(t);
    const second = await buildApp({
      config: t.config,
      database: t.database,
      operatorToken: t.token,
      logger: false,
    });
    const res = await second.inject({ url: '/api/merchant/config' });
    expect(res.json().value.payloadKey).toEqual(first);
    await second.close();
  });

  it('is generated once when nodes start together', async () => {
    await t.db.delete(schema.serverKey);
    const keys = await Promise.all([1, 2, 3].map(() => loadPayloadKey(t.db, undefined)));
    expect(new Set(keys.map((key) => key.kid)).size).toBe(1);
    expect(await t.db.select().from(schema.serverKey)).toHaveLength(1);
  });
});

describe('PAYLOAD_PRIVATE_KEY', () => {
  it('wins over the stored key', async () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    // From an empty database: the run's template already holds a generated key.
    const withEnv = await createTestApp({ PAYLOAD_PRIVATE_KEY: pem }, false, { fresh: true });
    try {
      addTestRoute(withEnv);
      const key = await payloadKeyOf(withEnv);
      expect(key.kid).toBe(payloadKeyFromPem(pem).kid);
      expect(await withEnv.db.select().from(schema.serverKey)).toHaveLength(0);
      const res = await withEnv.app.inject({
        method: 'POST',
        url: '/api/test/encrypted',
        headers: ENCRYPTED,
        payload: await encryptPayload({ username: 'player01', password: 'secret1' }, key),
      });
      expect(res.json()).toEqual({ success: true, value: { username: 'player01', password: 'secret1' } });
    } finally {
      await withEnv.close();
    }
  });
});

describe('a route that requires an encrypted body', () => {
  const good = { username: 'player01', password: 'secret1' };

  it('answers 200 with the decrypted body', async () => {
    const res = await send(await encryptPayload(good, await payloadKeyOf(t)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: good });
  });

  it.each([
    ['a plain JSON body', async () => good, ENCRYPTED],
    ['an encrypted body without the header', async () => encryptPayload(good, await payloadKeyOf(t)), {}],
    [
      'an unknown algorithm in the header',
      async () => encryptPayload(good, await payloadKeyOf(t)),
      { [PAYLOAD_ENCRYPTION_HEADER]: 'rsa1_5' },
    ],
    ['a plain JSON body without the header', async () => good, {}],
  ])('answers 400 PAYLOAD_NOT_ENCRYPTED for %s', async (_name, body, headers) => {
    const res = await send(await body(), headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'PAYLOAD_NOT_ENCRYPTED' } });
  });

  it.each([
    [
      'tampered data',
      (p: EncryptedPayload) => ({ ...p, data: `${p.data[0] === 'A' ? 'B' : 'A'}${p.data.slice(1)}` }),
    ],
    ['an unknown kid', (p: EncryptedPayload) => ({ ...p, kid: '0123456789abcdef' })],
    ['a truncated wrapped key', (p: EncryptedPayload) => ({ ...p, key: p.key.slice(0, 100) })],
  ])('answers 400 PAYLOAD_DECRYPT_FAILED for %s, with no crypto detail', async (_name, tamper) => {
    const res = await send(tamper(await encryptPayload(good, await payloadKeyOf(t))));
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('PAYLOAD_DECRYPT_FAILED');
    expect(error.message).toMatch(/reload the page and try again\.$/);
    expect(error.message).not.toMatch(/oaep|padding|tag|openssl|decipher/i);
  });

  it('answers 400 VALIDATION_ERROR naming the field for a well-encrypted but invalid body', async () => {
    const res = await send(await encryptPayload({ ...good, username: 'ab' }, await payloadKeyOf(t)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'username' });
  });

  it('answers 413 PAYLOAD_TOO_LARGE past the 16 KB decrypted cap', async () => {
    const res = await send(
      await encryptPayload({ ...good, password: 'x'.repeat(17_000) }, await payloadKeyOf(t)),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
