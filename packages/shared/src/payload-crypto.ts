import { z } from 'zod/mini';

// Encrypted request payloads (spec 3 "Login payload ... sent as an encrypted payload with an
// encryption header", "Registration payload ... Body is encrypted"; docs/decisions/009).
// The browser encrypts the JSON body with a fresh AES-256-GCM key and wraps that key with the
// server's RSA-OAEP (SHA-256) public key from the start-up config. The header name and size
// limit live in payload-encryption.ts, without zod.

/** kid: the first 16 hex characters of the SHA-256 of the public key's SPKI DER. */
const Kid = z.string().check(z.regex(/^[0-9a-f]{16}$/));

/** The server's public key as the start-up config carries it; spki is base64 DER. */
export const PayloadPublicKey = z.object({ kid: Kid, spki: z.base64() });
export type PayloadPublicKey = z.infer<typeof PayloadPublicKey>;

/** The request body of a route that requires encryption; all binary fields are base64. */
export const EncryptedPayload = z.object({
  kid: Kid,
  /** The AES key, wrapped with RSA-OAEP: as long as the RSA modulus (256 or 384 bytes). */
  key: z.base64().check(z.maxLength(1024)),
  /** The 12-byte AES-GCM IV. */
  iv: z.base64().check(z.maxLength(24)),
  /**
   * The AES-GCM ciphertext of the UTF-8 JSON body, followed by its 16-byte tag. Its size is
   * checked against MAX_DECRYPTED_PAYLOAD_BYTES by the server, which answers PAYLOAD_TOO_LARGE.
   */
  data: z.base64(),
});
export type EncryptedPayload = z.infer<typeof EncryptedPayload>;
