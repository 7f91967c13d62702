import {
  API_PATHS,
  ERROR_CODES,
  type ErrorCode,
  ErrorEnvelope,
  successEnvelope,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  WalletAuthenticateResponse,
  type WalletBalanceRequest,
  WalletBalanceResponse,
  type WalletCreditRequest,
  type WalletDebitRequest,
  type WalletRollbackRequest,
  WalletTransactionResponse,
} from '@lobby/shared';
import type { z } from 'zod/mini';
import { signVendorBody } from '../signing.ts';

// The built-in vendors' side of the seamless wallet (docs/vendor-protocol.md), as a foreign
// aggregator calls it: signed HTTP only. Every call has a timeout. Credits and rollbacks are
// retried with the same transactionId (the wallet answers a repeat with the first answer and
// moves nothing), so a lost answer never loses a win or a refund; a debit is sent once and, if
// its fate is unknown, the caller rolls it back (decision 079).

export interface WalletClientOptions {
  /** The wallet's origin, read on every call (the test app learns its port only once listening). */
  baseUrl: () => string;
  secret: string;
  /** Per attempt; default 5 s. */
  timeoutMs?: number;
  /** Attempts of a credit or rollback; default 4. */
  attempts?: number;
  /** Before the 2nd, 3rd... attempt; default 200 ms, doubled each time. */
  retryDelayMs?: number;
}

/** A call the wallet refused (its error code), or could not be reached ('SERVICE_UNAVAILABLE'). */
export class WalletCallError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** False when the wallet answered: the call certainly did not apply. */
    readonly uncertain: boolean,
  ) {
    super(message);
    this.name = 'WalletCallError';
  }
}

const knownCode = (code: string): ErrorCode =>
  (ERROR_CODES as readonly string[]).includes(code) ? (code as ErrorCode) : 'SERVICE_UNAVAILABLE';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type WalletClient = ReturnType<typeof walletClient>;

export function walletClient(options: WalletClientOptions) {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const attempts = options.attempts ?? 4;
  const retryDelayMs = options.retryDelayMs ?? 200;

  async function call<T extends z.core.$ZodType>(
    path: string,
    vassalage: string,
    body: unknown,
    answer: T,
  ): Promise<z.infer<T>> {
    const raw = JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${options.baseUrl()}${path.replace(':vendor', vassalage)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VENDOR_TIMESTAMP_HEADER]: String(timestamp),
          [VENDOR_SIGNATURE_HEADER]: signVendorBody(options.secret, timestamp, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new WalletCallError('SERVICE_UNAVAILABLE', `The wallet did not answer: ${String(error)}`, true);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new WalletCallError(
        'SERVICE_UNAVAILABLE',
        `The wallet answered ${response.status} without JSON`,
        true,
      );
    }
    const success = successEnvelope(answer).safeParse(json);
    if (success.success) return (success.data as { value: z.infer<T> }).value;
    const failure = ErrorEnvelope.safeParse(json);
    if (failure.success && response.status < 500) {
      throw new WalletCallError(knownCode(failure.data.error.code), failure.data.error.message, false);
    }
    throw new WalletCallError('SERVICE_UNAVAILABLE', `The wallet answered ${response.status}`, true);
  }

  /** Repeats a call whose fate is uncertain (timeout, 5xx, no answer): safe by its transactionId. */
  async function retried<T>(attempt: () => Promise<T>): Promise<T> {
    for (let i = 1; ; i++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof WalletCallError) || !error.uncertain || i >= attempts) throw error;
        await sleep(retryDelayMs * 2 ** (i - 1));
      }
    }
  }

  return {
    authenticate: (vassalage: string, token: string) =>
      call(API_PATHS.vendorWalletAuthenticate, vassalage, { token }, WalletAuthenticateResponse),
    balance: (vassalage: string, request: WalletBalanceRequest) =>
      call(API_PATHS.vendorWalletBalance, vassalage, request, WalletBalanceResponse),
    debit: (vassalage: string, request: WalletDebitRequest) =>
      call(API_PATHS.vendorWalletDebit, vassalage, request, WalletTransactionResponse),
    credit: (vassalage: string, request: WalletCreditRequest) =>
      retried(() => call(API_PATHS.vendorWalletCredit, vassalage, request, WalletTransactionResponse)),
    rollback: (vassalage: string, request: WalletRollbackRequest) =>
      retried(() => call(API_PATHS.vendorWalletRollback, vassalage, request, WalletTransactionResponse)),
  };
}
