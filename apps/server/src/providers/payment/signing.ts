import { createHmac, timingSafeEqual } from 'node:crypto';

// The notification signature (docs/payment-gateway.md "Signature"): HMAC-SHA256 over
// `<timestamp>.<raw body>` with the shared secret, hex, sent in `X-Gateway-Signature` with the
// timestamp in `X-Gateway-Timestamp`. Signing the timestamp with the body stops a captured
// notification being replayed outside the time window.

export const SIGNATURE_HEADER = 'x-gateway-signature';
export const TIMESTAMP_HEADER = 'x-gateway-timestamp';
/** A notification older or newer than this is refused as stale (clock skew included). */
export const TIMESTAMP_WINDOW_SECONDS = 300;

export function sign(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export function signatureMatches(secret: string, timestamp: number, rawBody: Buffer, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(sign(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
