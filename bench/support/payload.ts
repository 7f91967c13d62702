import {
  constants,
  createCipheriv,
  createPublicKey,
  type KeyObject,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import {
  type EncryptedPayload,
  PAYLOAD_ENCRYPTION_ALGORITHM,
  PAYLOAD_ENCRYPTION_HEADER,
  type PayloadPublicKey,
  StartupConfig,
} from '@lobby/shared';

/** The header that marks a body as encrypted. */
export const ENCRYPTED = { [PAYLOAD_ENCRYPTION_HEADER]: PAYLOAD_ENCRYPTION_ALGORITHM };

/** The payload key the server publishes in its start-up config. */
export async function fetchPayloadKey(serverUrl: string): Promise<PayloadPublicKey> {
  const response = await fetch(`${serverUrl}/api/merchant/config`);
  const body = (await response.json()) as { value: unknown };
  return StartupConfig.parse(body.value).payloadKey;
}

/**
 * The web app's encryption (docs/decisions/009) with node:crypto: AES-256-GCM (ciphertext then
 * tag), the key wrapped with RSA-OAEP SHA-256, over any bytes: the fuzz test also sends bytes
 * that are not JSON (apps/server/src/test/fuzz-cases.ts). Synchronous, so every body gets its own
 * AES key as a browser's would and none is replayed.
 */
export function encryptBytes(
  plain: Buffer,
  key: PayloadPublicKey,
  rsa: KeyObject = publicKeyOf(key),
): EncryptedPayload {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt(
    { key: rsa, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  return {
    kid: key.kid,
    key: wrapped.toString('base64'),
    iv: iv.toString('base64'),
    data: data.toString('base64'),
  };
}

function publicKeyOf(key: PayloadPublicKey): KeyObject {
  return createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' });
}

/** JSON bodies encrypted with one parsed public key, as the benches send them. */
export function encrypter(key: PayloadPublicKey): (body: unknown) => EncryptedPayload {
  const rsa = publicKeyOf(key);
  return (body) => encryptBytes(Buffer.from(JSON.stringify(body)), key, rsa);
}
