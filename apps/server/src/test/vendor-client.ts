import { API_PATHS, VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@lobby/shared';
import { signVendorBody } from '../providers/game-vendors/signing.ts';

// A foreign aggregator, as far as Lobby can tell: it knows the wallet's base URL, its vassalage
// and its secret, and calls the seamless wallet over real HTTP with signed bodies
// (docs/vendor-protocol.md). Tests and the bench use it; nothing here reaches into the server.

export type WalletCall = 'authenticate' | 'balance' | 'debit' | 'credit' | 'rollback';

const PATHS: Record<WalletCall, string> = {
  authenticate: API_PATHS.vendorWalletAuthenticate,
  balance: API_PATHS.vendorWalletBalance,
  debit: API_PATHS.vendorWalletDebit,
  credit: API_PATHS.vendorWalletCredit,
  rollback: API_PATHS.vendorWalletRollback,
};

export interface WalletAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the envelope as parsed JSON; tests assert its fields.
  body: any;
}

export interface VendorClientOptions {
  /** e.g. http://127.0.0.1:PORT */
  baseUrl: string;
  vassalage: string;
  secret: string;
  /** Shifts the clock the timestamp is taken from (seconds), to test stale signatures. */
  clockSkewSeconds?: number;
}

export function vendorClient(options: VendorClientOptions) {
  const url = (call: WalletCall) => `${options.baseUrl}${PATHS[call].replace(':vendor', options.vassalage)}`;
  /** Sends exactly `raw`, signed unless `signature` overrides it. */
  async function send(
    call: WalletCall,
    raw: string,
    overrides: { signature?: string; timestamp?: number; secret?: string } = {},
  ): Promise<WalletAnswer> {
    const timestamp = overrides.timestamp ?? Math.floor(Date.now() / 1000) + (options.clockSkewSeconds ?? 0);
    const signature =
      overrides.signature ?? signVendorBody(overrides.secret ?? options.secret, timestamp, raw);
    const response = await fetch(url(call), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENDOR_SIGNATURE_HEADER]: signature,
        [VENDOR_TIMESTAMP_HEADER]: String(timestamp),
      },
      body: raw,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }
  return {
    send,
    call: (call: WalletCall, body: Record<string, unknown>) => send(call, JSON.stringify(body)),
  };
}
export type VendorClient = ReturnType<typeof vendorClient>;
