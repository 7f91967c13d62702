/**
 * Encrypted request payloads (spec 3, docs/decisions/009): the header and limits without the
 * schemas, so the web's API client carries no zod into the first paint (issue 7).
 */
export const PAYLOAD_ENCRYPTION_HEADER = 'x-payload-encryption';
export const PAYLOAD_ENCRYPTION_ALGORITHM = 'rsa-oaep-256+a256gcm';

/** Largest decrypted body the server accepts: login and registration bodies are far smaller. */
export const MAX_DECRYPTED_PAYLOAD_BYTES = 16 * 1024;
