import {
  API_PATHS,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  WalletAuthenticateRequest,
  WalletAuthenticateResponse,
  WalletBalanceRequest,
  WalletBalanceResponse,
  WalletCreditRequest,
  WalletDebitRequest,
  WalletRollbackRequest,
  WalletTransactionResponse,
} from '@lobby/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { appError } from '../../core/errors.ts';
import { type MemberEvents, publishBalance } from '../../core/member-events.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { vendorSignatureValid } from '../../providers/game-vendors/signing.ts';
import { walletVendor } from './vendor-secrets.ts';
import { type CallOutcome, parseSignedBody } from './wallet-common.ts';
import { authenticate, balance } from './wallet-session.ts';
import { credit, debit, rollback } from './wallet-transactions.ts';

// The seamless wallet the game vendors call (docs/vendor-protocol.md; decision 076). Its own
// scope: the body is kept raw, since the signature is over the exact bytes sent; no member
// session applies, the vendor's HMAC is the authentication. Unknown vendor, bad signature and
// stale timestamp all answer the same 401, before anything is read or written.

const Params = z.object({ vendor: z.string().check(z.maxLength(64)) });
/** A wallet call is a few ids and an amount, plus at most 4 KB of round details. */
const WALLET_BODY_LIMIT = 16 * 1024;
const VASSALAGE = /^[A-Z0-9_]{2,32}$/;

const signatureInvalid = () =>
  appError('VENDOR_SIGNATURE_INVALID', 'The signature, its timestamp or the vendor is not valid.');

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

export interface WalletRoutesOptions {
  db: Db;
  events: MemberEvents;
}

type WalletVendor = NonNullable<Awaited<ReturnType<typeof walletVendor>>>;
type Codes = Parameters<typeof responses>[1];
const COMMON = ['VALIDATION_ERROR', 'VENDOR_SIGNATURE_INVALID'] as const;
const MONEY = [...COMMON, 'NOT_FOUND', 'IDEMPOTENCY_CONFLICT'] as const;

/** The vendor whose secret signed this exact body within the time window, or 401. */
async function signedBy(db: Db, vassalage: string, request: FastifyRequest) {
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const vendor = VASSALAGE.test(vassalage) ? await walletVendor(db, vassalage) : undefined;
  const timestamp = Number(header(request, VENDOR_TIMESTAMP_HEADER));
  const signature = header(request, VENDOR_SIGNATURE_HEADER);
  if (!vendor || !vendorSignatureValid(vendor.secret, timestamp, raw, signature)) throw signatureInvalid();
  return { vendor, raw };
}

export async function vendorWalletRoutes(scope: FastifyInstance, { db, events }: WalletRoutesOptions) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WALLET_BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );
  const app = scope.withTypeProvider<ZodTypeProvider>();
  /** One signed call: checked before the handler runs, which then reads its body. */
  const signedPost = <T extends Parameters<typeof responses>[0]>(
    path: string,
    summary: string,
    response: T,
    codes: Codes,
    handle: (vendor: WalletVendor, raw: Buffer) => Promise<unknown>,
  ) =>
    app.post(
      path,
      {
        bodyLimit: WALLET_BODY_LIMIT,
        // Signed server-to-server calls: an aggregator sends thousands a minute from few addresses.
        config: { rateLimit: false },
        // Typed loosely here: each call's answer is checked by its own response schema.
        schema: {
          tags: ['vendor wallet'],
          summary,
          params: Params,
          response: responses(response, codes) as FastifySchema['response'],
        },
      },
      async (request) => {
        const { vendor, raw } = await signedBy(db, request.params.vendor, request);
        return handle(vendor, raw);
      },
    );
  /** After the commit: the lobby's header shows the new balance at once (decision 060). */
  const answer = async (outcome: CallOutcome) => {
    if (outcome.moved) await publishBalance(db, events, outcome.memberId);
    return ok(outcome.response);
  };

  signedPost(
    API_PATHS.vendorWalletAuthenticate,
    'Vendor: a game-session token becomes the player (docs/vendor-protocol.md)',
    WalletAuthenticateResponse,
    [...COMMON, 'GAME_SESSION_INVALID'],
    async (vendor, raw) =>
      ok(await authenticate(db, vendor.vassalage, parseSignedBody(WalletAuthenticateRequest, raw))),
  );
  signedPost(
    API_PATHS.vendorWalletBalance,
    "Vendor: a player's balance",
    WalletBalanceResponse,
    [...COMMON, 'NOT_FOUND'],
    async (vendor, raw) =>
      ok(await balance(db, vendor.vassalage, parseSignedBody(WalletBalanceRequest, raw))),
  );
  signedPost(
    API_PATHS.vendorWalletDebit,
    'Vendor: a bet, idempotent by transactionId',
    WalletTransactionResponse,
    [...MONEY, 'GAME_SESSION_INVALID', 'INSUFFICIENT_BALANCE', 'GAME_UNAVAILABLE'],
    async (vendor, raw) => answer(await debit(db, vendor, parseSignedBody(WalletDebitRequest, raw))),
  );
  signedPost(
    API_PATHS.vendorWalletCredit,
    'Vendor: a win (0.00 closes a lost round), idempotent by transactionId',
    WalletTransactionResponse,
    MONEY,
    async (vendor, raw) =>
      answer(await credit(db, vendor.vassalage, parseSignedBody(WalletCreditRequest, raw))),
  );
  signedPost(
    API_PATHS.vendorWalletRollback,
    'Vendor: refund a debit by its transaction id (unknown or repeated: answered, nothing moves)',
    WalletTransactionResponse,
    MONEY,
    async (vendor, raw) =>
      answer(await rollback(db, vendor.vassalage, parseSignedBody(WalletRollbackRequest, raw))),
  );
}
