import type { EncryptedPayload, PayloadPublicKey } from '@lobby/shared';

/** One import per server key: a page encrypts several bodies with the same key. */
const wrappingKeys = new Map<string, Promise<CryptoKey>>();

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function wrappingKey(spki: string): Promise<CryptoKey> {
  let key = wrappingKeys.get(spki);
  if (!key) {
    key = crypto.subtle.importKey('spki', fromBase64(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
    // A failed import must not stick: the next call (after a config reload) tries again.
    key.catch(() => wrappingKeys.delete(spki));
    wrappingKeys.set(spki, key);
  }
  return key;
}

/**
 * spec 3: login and registration bodies travel encrypted (docs/decisions/009). A fresh
 * AES-256-GCM key per request encrypts the JSON; RSA-OAEP wraps that key for the server.
 * Send the result with the PAYLOAD_ENCRYPTION_HEADER set to PAYLOAD_ENCRYPTION_ALGORITHM.
 */
export async function encryptPayload(body: unknown, key: PayloadPublicKey): Promise<EncryptedPayload> {
  const rsaKey = await wrappingKey(key.spki);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(body));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey);
  return { kid: key.kid, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) };
}
