import { VENDOR_TIMESTAMP_WINDOW_SECONDS } from '@lobby/shared';
import { sign, signatureMatches } from '../payment/signing.ts';

// The wallet calls' signature (docs/vendor-protocol.md "Signature"): HMAC-SHA256 under the
// vendor's secret over `<timestamp>.<raw body>`, hex, in X-Vendor-Signature, with the Unix
// seconds in X-Vendor-Timestamp: the same construction as the payment gateway's notifications.

export { VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@lobby/shared';

export const signVendorBody = (secret: string, timestamp: number, rawBody: string | Buffer) =>
  sign(secret, timestamp, rawBody);

/** True when the signature is the body's and the timestamp is within the window of `now`. */
export function vendorSignatureValid(
  secret: string,
  timestamp: number,
  rawBody: Buffer,
  given: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!Number.isSafeInteger(timestamp) || Math.abs(nowSeconds - timestamp) > VENDOR_TIMESTAMP_WINDOW_SECONDS)
    return false;
  return signatureMatches(secret, timestamp, rawBody, given);
}
