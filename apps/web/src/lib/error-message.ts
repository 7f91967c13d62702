import { ERROR_CODES } from '@lobby/shared';
import { ApiError } from './api-client.ts';

// spec 8: error codes are stable; what the visitor reads comes from the locale files under
// `errors.<CODE>`. Codes of the client side: NETWORK_ERROR (no answer), BAD_RESPONSE (an
// answer of the wrong shape).
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'BAD_RESPONSE'] as const;

const KNOWN = new Set<string>([...ERROR_CODES, ...CLIENT_ERROR_CODES]);

/** The i18n key of the message for any thrown value; unknown codes read as an internal error. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError && KNOWN.has(error.code)) return `errors.${error.code}`;
  return 'errors.INTERNAL_ERROR';
}
