// HMAC-SHA256 and SHA-256 through Web Crypto (globalThis.crypto.subtle), so the same code runs in
// the server (Node 20) and in the browser's verify view (docs/provably-fair.md). The shared
// package compiles without DOM or Node types, hence the minimal structural type below.

interface Subtle {
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: false,
    usages: ['sign'],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}

interface TextEncoderLike {
  encode(text: string): Uint8Array;
}

const subtle = (): Subtle => {
  const crypto = (globalThis as unknown as { crypto?: { subtle?: Subtle } }).crypto;
  if (!crypto?.subtle) throw new Error('Web Crypto (crypto.subtle) is not available');
  return crypto.subtle;
};

const utf8 = (text: string): Uint8Array =>
  new (globalThis as unknown as { TextEncoder: new () => TextEncoderLike }).TextEncoder().encode(text);

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** HMAC-SHA256 with the UTF-8 bytes of `key` (the server seed's hex text, as openssl -hmac takes it). */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const s = subtle();
  const cryptoKey = await s.importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await s.sign('HMAC', cryptoKey, utf8(message)));
}

/** SHA-256 of the UTF-8 text, hex: the server seed's published hash (`printf %s <seed> | sha256sum`). */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', utf8(text))));
}
