import {
  type ApiErrorBody,
  PAYLOAD_ENCRYPTION_ALGORITHM,
  PAYLOAD_ENCRYPTION_HEADER,
  type PayloadPublicKey,
} from '@lobby/shared';
import type { Check } from './checks.ts';
import { errorEnvelopeCheck, successEnvelopeCheck } from './first-paint-checks.ts';
import { deviceHeaders, readDisplayContext } from './installed-app.ts';
import { readSession } from './session-store.ts';

/** A failed call: `code` is a stable server error code (or NETWORK_ERROR / BAD_RESPONSE). */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly field: string | undefined;
  /** Extra data of the error, e.g. `{ captcha: true }` after failed logins (spec 8). */
  readonly value: Record<string, unknown> | undefined;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.code = body.code;
    this.status = status;
    this.field = body.field;
    this.value = body.value;
  }
}

/**
 * Codes that say the session the call carried is over: expired (idle or lifetime), revoked
 * (logout elsewhere), ended by a password change, or replaced by a login on another device.
 * UNAUTHORIZED counts only when a token was sent.
 */
export const SESSION_GONE_CODES = new Set([
  'SESSION_EXPIRED',
  'SESSION_REVOKED',
  'SESSION_PASSWORD_CHANGED',
  'SESSION_REPLACED',
]);

type SessionGoneListener = (error: ApiError) => void;
const sessionGoneListeners = new Set<SessionGoneListener>();

/** Called when any call answers that the session is gone (issue 3); returns the unsubscribe. */
export function onSessionGone(listener: SessionGoneListener): () => void {
  sessionGoneListeners.add(listener);
  return () => sessionGoneListeners.delete(listener);
}

/**
 * A call made outside apiRequest (the event stream, lib/member-events.ts) whose answer says the
 * session it carried is over: the same listeners hear it, so the member is logged out alike.
 */
export function reportSessionGone(error: ApiError): void {
  if (!SESSION_GONE_CODES.has(error.code) && error.code !== 'UNAUTHORIZED') return;
  for (const listener of sessionGoneListeners) listener(error);
}

/** spec 2.2 modes the API enforces on every call (decision 030): the start-up store shows their page. */
const RESTRICTION_CODES = new Set(['IP_RESTRICTED', 'MAINTENANCE', 'REGION_RESTRICTED']);
let restrictedListener: SessionGoneListener | undefined;

/** Called when any call is refused for a start-up mode (one listener: the start-up store). */
export function onRestricted(listener: SessionGoneListener): void {
  restrictedListener = listener;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body; with `encryptWith`, sent as an encrypted payload (spec 3). */
  body?: unknown;
  /** spec 3: login and registration bodies travel encrypted with the server's key. */
  encryptWith?: PayloadPublicKey;
  /** spec 7: some calls are form-encoded (forgot password, head icon). */
  form?: Record<string, string>;
  /** Raw bytes sent as they are with their own content type (a deposit receipt image). */
  raw?: Blob;
  /** The app's language as Accept-Language, for a page the server renders (the gateway's checkout). */
  acceptLanguage?: string;
  /** Defaults to the stored session's token; false sends none. */
  auth?: boolean;
  signal?: AbortSignal;
}

async function requestBody(options: ApiRequestOptions, headers: Record<string, string>) {
  if (options.raw) {
    headers['content-type'] = options.raw.type || 'application/octet-stream';
    return options.raw;
  }
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return new URLSearchParams(options.form).toString();
  }
  if (options.body === undefined) return undefined;
  headers['content-type'] = 'application/json';
  if (options.encryptWith) {
    headers[PAYLOAD_ENCRYPTION_HEADER] = PAYLOAD_ENCRYPTION_ALGORITHM;
    // Only login and registration encrypt: the WebCrypto code stays out of the first paint.
    const { encryptPayload } = await import('./payload-crypto.ts');
    return JSON.stringify(await encryptPayload(options.body, options.encryptWith));
  }
  return JSON.stringify(options.body);
}

/**
 * Calls an API path (`WEB_API_PATHS`), unwraps the envelope and validates `value` with the shared schema: an
 * answer of the wrong shape is an error, never a cast. Any object with zod's `safeParse` does:
 * the shared zod schemas, or a hand-written check where the first paint must stay zod-free.
 */
export async function apiRequest<T>(
  path: string,
  schema: Check<T>,
  options: ApiRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...deviceHeaders(readDisplayContext()),
  };
  const token = options.auth === false ? undefined : readSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.acceptLanguage) headers['accept-language'] = options.acceptLanguage;
  const body = await requestBody(options, headers);
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, { code: 'NETWORK_ERROR', message: 'The network is unreachable.' });
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    throw new ApiError(response.status, {
      code: 'BAD_RESPONSE',
      message: 'The server answered with no JSON.',
    });
  }
  const failure = errorEnvelopeCheck.safeParse(parsed);
  if (failure.success) {
    const error = new ApiError(response.status, failure.data.error);
    if (token && (SESSION_GONE_CODES.has(error.code) || error.code === 'UNAUTHORIZED')) {
      for (const listener of sessionGoneListeners) listener(error);
    }
    if (RESTRICTION_CODES.has(error.code)) restrictedListener?.(error);
    throw error;
  }
  const envelope = successEnvelopeCheck.safeParse(parsed);
  const value = schema.safeParse(envelope.success ? envelope.data.value : undefined);
  if (!envelope.success || !value.success) {
    throw new ApiError(response.status, {
      code: 'BAD_RESPONSE',
      message: 'The server answer had an unexpected shape.',
    });
  }
  return value.data;
}

export function apiGet<T>(
  path: string,
  schema: Check<T>,
  options: Omit<ApiRequestOptions, 'method' | 'body' | 'form' | 'encryptWith'> = {},
): Promise<T> {
  return apiRequest(path, schema, options);
}
