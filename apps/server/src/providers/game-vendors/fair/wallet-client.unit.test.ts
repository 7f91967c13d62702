import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@lobby/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorSignatureValid } from '../signing.ts';
import { WalletCallError, walletClient } from './wallet-client.ts';

// The vendors' wallet client against a scripted wallet: signed bodies, credits and rollbacks
// retried with the same transaction id when the answer is lost, debits never retried, refusals
// passed on with the wallet's code.

const SECRET = 'unit-secret';
const answers: ((body: Record<string, unknown>) => [number, unknown])[] = [];
const seen: { path: string; body: Record<string, unknown>; signed: boolean }[] = [];
let server: Server;
let baseUrl = '';

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const raw = await read(req);
    const body = JSON.parse(raw.toString()) as Record<string, unknown>;
    const signed = vendorSignatureValid(
      SECRET,
      Number(req.headers[VENDOR_TIMESTAMP_HEADER]),
      raw,
      String(req.headers[VENDOR_SIGNATURE_HEADER]),
    );
    seen.push({ path: req.url ?? '', body, signed });
    const [status, answer] = (answers.shift() ?? (() => [500, {}]))(body);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = walletClient({ baseUrl: () => baseUrl, secret: SECRET, retryDelayMs: 1, timeoutMs: 500 });
const done = (body: Record<string, unknown>): [number, unknown] => [
  200,
  {
    success: true,
    value: {
      playerId: body.playerId,
      transactionId: body.transactionId,
      currency: 'MMK',
      balance: '5.00',
      moved: '1.00',
      walletTransferId: '1',
    },
  },
];
const credit = {
  playerId: 'p1',
  transactionId: '7:win',
  roundId: '7',
  gameId: 'dice',
  amount: '1.00',
  roundClosed: true,
};

describe('wallet client', () => {
  it('signs each call and retries a credit whose answer was lost, with the same transaction id', async () => {
    seen.length = 0;
    answers.push(
      () => [502, { oops: true }],
      () => [503, 'x'],
      done,
    );
    const answer = await client.credit('INHOUSE', credit);
    expect(answer.balance).toBe('5.00');
    expect(seen.map((s) => s.path)).toEqual(Array(3).fill('/api/vendor-wallet/INHOUSE/credit'));
    expect(new Set(seen.map((s) => s.body.transactionId))).toEqual(new Set(['7:win']));
    expect(seen.every((s) => s.signed)).toBe(true);
  });

  it('gives up after its attempts, saying the outcome is uncertain', async () => {
    answers.push(...Array(4).fill(() => [500, {}]));
    const error = await client
      .rollback('INHOUSE', {
        playerId: 'p1',
        transactionId: '7:refund',
        roundId: '7',
        refTransactionId: '7:bet',
      })
      .catch((e) => e);
    expect(error).toBeInstanceOf(WalletCallError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', uncertain: true });
  });

  it('never retries a debit, and passes on a refusal as certain', async () => {
    seen.length = 0;
    answers.push(() => [502, {}]);
    const debit = {
      playerId: 'p1',
      token: 't'.repeat(20),
      transactionId: '8:bet',
      roundId: '8',
      gameId: 'dice',
      amount: '1.00',
    };
    await expect(client.debit('INHOUSE', debit)).rejects.toMatchObject({ uncertain: true });
    expect(seen).toHaveLength(1);
    answers.push(() => [409, { success: false, error: { code: 'INSUFFICIENT_BALANCE', message: 'no' } }]);
    await expect(client.debit('INHOUSE', debit)).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      uncertain: false,
    });
  });

  it('treats an unreachable wallet as uncertain', async () => {
    const nowhere = walletClient({ baseUrl: () => 'http://127.0.0.1:1', secret: SECRET, attempts: 1 });
    await expect(nowhere.authenticate('INHOUSE', 'x'.repeat(20))).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      uncertain: true,
    });
  });
});
