import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { type EncryptedPayload, MAX_DECRYPTED_PAYLOAD_BYTES, type PayloadPublicKey } from '@lobby/shared';

/** The server's payload key pair: the public half goes to browsers in the start-up config. */
export interface PayloadKey extends PayloadPublicKey {
  privateKey: KeyObject;
}

/** Why a payload was refused; the message is safe to show, and names no crypto internals. */
export class PayloadDecryptError extends Error {
  constructor(
    readonly reason: 'unknown-key' | 'undecryptable' | 'too-large' | 'not-json',
    message: string,
  ) {
    super(message);
    this.name = 'PayloadDecryptError';
  }
}

const AES_KEY_BYTES = 32;
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;
/** Smaller RSA keys no longer meet NIST's 112-bit security level. */
const MIN_MODULUS_BITS = 2048;

/** An RSA private key of at least 2048 bits in PKCS#8 PEM ("BEGIN PRIVATE KEY"), else undefined. */
export function parsePayloadPrivateKey(pem: string): KeyObject | undefined {
  if (!pem.startsWith('-----BEGIN PRIVATE KEY-----')) return undefined;
  try {
    const key = createPrivateKey({ key: pem, format: 'pem' });
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    return key.asymmetricKeyType === 'rsa' && bits >= MIN_MODULUS_BITS ? key : undefined;
  } catch {
    return undefined;
  }
}

/** kid: a short fingerprint of the public key, so a browser holding an old key is told apart. */
export function payloadKeyFromPem(privateKeyPem: string): PayloadKey {
  const privateKey = parsePayloadPrivateKey(privateKeyPem);
  if (!privateKey) throw new Error('The payload private key is not an RSA PKCS#8 key of 2048 bits or more');
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const kid = createHash('sha256').update(spki).digest('hex').slice(0, 16);
  return { kid, spki: spki.toString('base64'), privateKey };
}

const undecryptable = () =>
  new PayloadDecryptError(
    'undecryptable',
    'The request could not be decrypted; reload the page and try again.',
  );

/**
 * Unwraps the AES key with RSA-OAEP (SHA-256) and opens the AES-256-GCM data, whose tag makes
 * any change to the ciphertext, IV or key fail. Returns the parsed JSON body.
 */
export function decryptPayload(payload: EncryptedPayload, key: PayloadKey): unknown {
  if (payload.kid !== key.kid) {
    throw new PayloadDecryptError(
      'unknown-key',
      'The request was encrypted with an unknown key; reload the page and try again.',
    );
  }
  const data = Buffer.from(payload.data, 'base64');
  if (data.length > MAX_DECRYPTED_PAYLOAD_BYTES + GCM_TAG_BYTES) {
    throw new PayloadDecryptError('too-large', 'The request body is too large.');
  }
  const iv = Buffer.from(payload.iv, 'base64');
  if (iv.length !== GCM_IV_BYTES || data.length < GCM_TAG_BYTES) throw undecryptable();
  let plain: Buffer;
  try {
    const aesKey = privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(payload.key, 'base64'),
    );
    if (aesKey.length !== AES_KEY_BYTES) throw undecryptable();
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: GCM_TAG_BYTES });
    decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES));
    plain = Buffer.concat([decipher.update(data.subarray(0, data.length - GCM_TAG_BYTES)), decipher.final()]);
  } catch {
    // OpenSSL's messages (padding, tag) would tell an attacker which step failed: say one thing.
    throw undecryptable();
  }
  try {
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new PayloadDecryptError('not-json', 'The decrypted request body is not JSON.');
  }
}
