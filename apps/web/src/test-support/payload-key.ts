import type { PayloadPublicKey } from '@lobby/shared';

/**
 * A real RSA-OAEP public key for the start-up configuration (spec 3; decision 009), so a form
 * that encrypts its body (login, registration) can send in a component test. Nobody decrypts:
 * the fetch stub answers without reading the body.
 */
export async function testPayloadKey(): Promise<PayloadPublicKey> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', spki));
  const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return { kid: hex.slice(0, 16), spki: btoa(String.fromCharCode(...spki)) };
}
