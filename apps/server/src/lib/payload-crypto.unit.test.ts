import { generateKeyPairSync } from 'node:crypto';
import { EncryptedPayload, type PayloadPublicKey } from '@lobby/shared';
import { beforeAll, describe, expect, it } from 'vitest';
// The browser's own function (WebCrypto, global in Node 20), so the round trip is the real one.
import { encryptPayload } from '../../../web/src/lib/payload-crypto.ts';
import {
  decryptPayload,
  PayloadDecryptError,
  type PayloadKey,
  parsePayloadPrivateKey,
  payloadKeyFromPem,
} from './payload-crypto.ts';

const pkcs8 = (bits: number) =>
  generateKeyPairSync('rsa', { modulusLength: bits }).privateKey.export({ type: 'pkcs8', format: 'pem' });

let key: PayloadKey;
let publicKey: PayloadPublicKey;
beforeAll(() => {
  key = payloadKeyFromPem(pkcs8(2048) as string);
  publicKey = { kid: key.kid, spki: key.spki };
});

function reason(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof PayloadDecryptError) return error.reason;
    throw error;
  }
  return undefined;
}

/** Flips one bit of a base64 field's bytes. */
function flip(base64: string, index: number): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  return bytes.toString('base64');
}

describe('payload encryption', () => {
  it('round-trips a body from the web encryptPayload to the server decryptPayload', async () => {
    const body = { username: 'player01', password: 'pässwörd 密码', captcha: '1234', type: 'username' };
    const payload = await encryptPayload(body, publicKey);
    expect(EncryptedPayload.safeParse(payload).success).toBe(true);
    expect(payload.kid).toMatch(/^[0-9a-f]{16}$/);
    expect(Buffer.from(payload.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(payload.key, 'base64')).toHaveLength(256);
    expect(JSON.stringify(payload)).not.toContain('player01');
    expect(decryptPayload(payload, key)).toEqual(body);
  });

  it('uses a fresh AES key and IV for every request', async () => {
    const [a, b] = await Promise.all([
      encryptPayload({ a: 1 }, publicKey),
      encryptPayload({ a: 1 }, publicKey),
    ]);
    expect(a?.iv).not.toBe(b?.iv);
    expect(a?.key).not.toBe(b?.key);
    expect(a?.data).not.toBe(b?.data);
  });

  it.each([
    ['a flipped ciphertext bit', (p: EncryptedPayload) => ({ ...p, data: flip(p.data, 0) })],
    [
      'a flipped tag bit',
      (p: EncryptedPayload) => ({ ...p, data: flip(p.data, Buffer.from(p.data, 'base64').length - 1) }),
    ],
    ['a flipped IV bit', (p: EncryptedPayload) => ({ ...p, iv: flip(p.iv, 3) })],
    ['a flipped wrapped-key bit', (p: EncryptedPayload) => ({ ...p, key: flip(p.key, 10) })],
    [
      'a truncated wrapped key',
      (p: EncryptedPayload) => ({
        ...p,
        key: Buffer.from(p.key, 'base64').subarray(0, 100).toString('base64'),
      }),
    ],
    ['a short IV', (p: EncryptedPayload) => ({ ...p, iv: Buffer.alloc(8).toString('base64') })],
    [
      'data shorter than the tag',
      (p: EncryptedPayload) => ({ ...p, data: Buffer.alloc(4).toString('base64') }),
    ],
  ])('refuses %s as undecryptable', async (_name, tamper) => {
    const payload = await encryptPayload({ username: 'player01' }, publicKey);
    expect(reason(() => decryptPayload(tamper(payload), key))).toBe('undecryptable');
  });

  it('refuses an unknown kid, and a payload made for another key', async () => {
    const payload = await encryptPayload({ a: 1 }, publicKey);
    expect(reason(() => decryptPayload({ ...payload, kid: '0123456789abcdef' }, key))).toBe('unknown-key');
    const other = payloadKeyFromPem(pkcs8(2048) as string);
    // Right kid, wrong private key: the wrapped key cannot be opened.
    expect(reason(() => decryptPayload(payload, { ...other, kid: key.kid }))).toBe('undecryptable');
  });

  it('refuses data over the 16 KB cap before decrypting', async () => {
    const payload = await encryptPayload({ text: 'x'.repeat(17 * 1024) }, publicKey);
    expect(reason(() => decryptPayload(payload, key))).toBe('too-large');
  });

  it('keeps crypto internals out of its messages', async () => {
    const payload = await encryptPayload({ a: 1 }, publicKey);
    expect(() => decryptPayload({ ...payload, key: flip(payload.key, 0) }, key)).toThrow(
      /^The request could not be decrypted; reload the page and try again\.$/,
    );
  });
});

describe('parsePayloadPrivateKey', () => {
  it('accepts an RSA PKCS#8 key of 2048 bits or more only', () => {
    expect(parsePayloadPrivateKey(pkcs8(2048) as string)).toBeDefined();
    expect(parsePayloadPrivateKey(pkcs8(1024) as string)).toBeUndefined();
    const pkcs1 = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs1',
      format: 'pem',
    });
    expect(parsePayloadPrivateKey(pkcs1 as string)).toBeUndefined();
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    expect(parsePayloadPrivateKey(ec as string)).toBeUndefined();
    expect(
      parsePayloadPrivateKey('-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----'),
    ).toBeUndefined();
  });

  it('derives the same kid from the same key', () => {
    const pem = pkcs8(2048) as string;
    expect(payloadKeyFromPem(pem).kid).toBe(payloadKeyFromPem(pem).kid);
    expect(payloadKeyFromPem(pem).kid).not.toBe(key.kid);
  });
});
