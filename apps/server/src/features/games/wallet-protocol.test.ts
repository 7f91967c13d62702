import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerPosition } from '../../core/ledger-position.ts';
import * as s from '../../db/schema/index.ts';
import {
  fundedMember,
  insertVendor,
  uniqueId,
  useForeignVendor,
  walletBalance,
} from '../../test/games-wallet-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { syncBuiltInVendorSecrets } from './vendor-secrets.ts';

// The seamless-wallet protocol over real HTTP, with a signing client acting as a foreign
// aggregator (issue 12 acceptance; docs/vendor-protocol.md; decision 076).

const t = useTestApp({ RATE_LIMIT_MAX: '100000' });
const VENDOR = 'FOREIGN';

const v = useForeignVendor(t, { vassalage: VENDOR, nodeId: 'foreign-slot', gameId: 'slot-1' });
const { player, debitBody } = v;
const id = uniqueId;

const countTransfers = async (walletId: number) =>
  (await t.db.select().from(s.ledgerTransfer).where(eq(s.ledgerTransfer.walletId, walletId))).length;

describe('authenticate and balance', () => {
  it('exchanges the game-session token for the player, currency, balance and back URL', async () => {
    const p = await player(12_345);
    const auth = await v.client.call('authenticate', { token: p.token });
    expect(auth.body.value).toMatchObject({
      playerId: p.playerId,
      balance: '123.45',
      gameId: 'slot-1',
      nodeId: 'foreign-slot',
      backUrl: '/m/home',
      trial: false,
    });
    expect(auth.body.value.currency).toMatch(/^[A-Z]{3}$/);
    const bal = await v.client.call('balance', { playerId: p.playerId });
    expect(bal.body).toEqual({
      success: true,
      value: { playerId: p.playerId, currency: auth.body.value.currency, balance: '123.45' },
    });
  });

  it('refuses an unknown token, and a player who never launched a game of this vendor', async () => {
    const auth = await v.client.call('authenticate', { token: 'x'.repeat(43) });
    expect(auth.status).toBe(401);
    expect(auth.body.error.code).toBe('GAME_SESSION_INVALID');
    const stranger = await fundedMember(t.db, 100);
    const playerId = String(stranger.member.id);
    const calls = [
      await v.client.call('balance', { playerId }),
      await v.client.call('credit', {
        playerId,
        transactionId: id('c'),
        roundId: id('r'),
        gameId: 'slot-1',
        amount: '1.00',
      }),
      await v.client.call('rollback', {
        playerId,
        transactionId: id('rb'),
        roundId: id('r'),
        refTransactionId: id('d'),
      }),
    ];
    expect(calls.map((c) => c.status)).toEqual([404, 404, 404]);
  });
});

describe('signatures', () => {
  it('refuses a bad, missing or stale signature and an unknown vendor alike, writing nothing', async () => {
    const p = await player();
    const body = JSON.stringify(debitBody(p, '1.00'));
    const before = await countTransfers(p.wallet.id);
    const answers = [
      await v.client.send('debit', body, { signature: 'f'.repeat(64) }),
      await v.client.send('debit', body, { signature: '' }),
      await v.client.send('debit', body, { secret: 'another-secret' }),
      await v.client.send('debit', body, { timestamp: Math.floor(Date.now() / 1000) - 360 }),
      await v.client.send('debit', body, { timestamp: Math.floor(Date.now() / 1000) + 360 }),
      // Signed, then changed on the way.
      await v.client.send('debit', body.replace('"1.00"', '"9.00"'), {
        signature: (await import('../../providers/game-vendors/signing.ts')).signVendorBody(
          v.secret,
          Math.floor(Date.now() / 1000),
          body,
        ),
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('VENDOR_SIGNATURE_INVALID');
    }
    const res = await fetch(`${v.baseUrl}/api/vendor-wallet/NOBODY/debit`, { method: 'POST', body });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('VENDOR_SIGNATURE_INVALID');
    expect(await countTransfers(p.wallet.id)).toBe(before);
    expect(await walletBalance(t.db, p.wallet.id)).toBe(10_000);
  });

  it('answers a signed body that is not valid with 400 naming the field', async () => {
    const p = await player();
    const bad = await v.client.call('debit', { ...debitBody(p, '1.00'), amount: '1.5' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('amount');
    const negative = await v.client.call('credit', { ...debitBody(p, '-1.00'), token: undefined });
    expect(negative.status).toBe(400);
    expect(negative.body.error.field).toBe('amount');
    const notJson = await v.client.send('debit', '{nope');
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.field).toBe('body');
  });

  it("writes the built-in adapters' secrets into their vendors, leaving other vendors alone", async () => {
    await insertVendor(t.db, { vassalage: 'HOUSE', adapter: 'inhouse', walletSecret: 'old' });
    const builtIn = (await t.db.select().from(s.gameVendor)).filter((r) =>
      ['inhouse', 'sandbox'].includes(r.adapter),
    );
    const changed = await syncBuiltInVendorSecrets(t.db, { inhouse: 'in-secret', sandbox: 'sb-secret' });
    // HOUSE, and every vendor of the demo catalogue that runs on a built-in adapter.
    expect(changed).toBe(builtIn.length);
    expect(await syncBuiltInVendorSecrets(t.db, { inhouse: 'in-secret', sandbox: 'sb-secret' })).toBe(0);
    const rows = await t.db.select().from(s.gameVendor);
    expect(rows.find((r) => r.vassalage === 'HOUSE')?.walletSecret).toBe('in-secret');
    expect(rows.find((r) => r.vassalage === VENDOR)?.walletSecret).toBe(v.secret);
    expect(rows.find((r) => r.vassalage === 'CORAL')?.walletSecret).toBe('sb-secret');
  });
});

describe('debit', () => {
  it('moves money once for a repeated transaction id, answering the first answer again', async () => {
    const p = await player(1_000);
    const body = debitBody(p, '2.50');
    const first = await v.client.call('debit', body);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      balance: '7.50',
      moved: '2.50',
      transactionId: body.transactionId,
    });
    const again = await v.client.call('debit', body);
    expect(again.body).toEqual(first.body);
    expect(await walletBalance(t.db, p.wallet.id)).toBe(750);
    const conflict = await v.client.call('debit', { ...body, amount: '3.00' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await walletBalance(t.db, p.wallet.id)).toBe(750);
    const [round] = await t.db.select().from(s.gameRound).where(eq(s.gameRound.roundId, body.roundId));
    expect(round).toMatchObject({ stakeMinor: 250, state: 'open', vassalage: VENDOR });
  });

  it('refuses more than the balance with INSUFFICIENT_BALANCE and stores nothing', async () => {
    const p = await player(100);
    const body = debitBody(p, '1.01');
    const refused = await v.client.call('debit', body);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('INSUFFICIENT_BALANCE');
    const rows = await t.db
      .select()
      .from(s.vendorTransaction)
      .where(eq(s.vendorTransaction.transactionId, body.transactionId));
    expect(rows).toHaveLength(0);
    expect(await t.db.select().from(s.gameRound).where(eq(s.gameRound.roundId, body.roundId))).toHaveLength(
      0,
    );
  });

  it('needs a live game session of this player and vendor', async () => {
    const p = await player();
    const other = await player();
    const wrongPlayer = await v.client.call('debit', { ...debitBody(p, '1.00'), token: other.token });
    expect(wrongPlayer.body.error.code).toBe('GAME_SESSION_INVALID');
    await t.db
      .update(s.gameSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.gameSession.memberId, p.member.id));
    const expired = await v.client.call('debit', debitBody(p, '1.00'));
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('GAME_SESSION_INVALID');
    expect(await walletBalance(t.db, p.wallet.id)).toBe(10_000);
  });

  it('answers a debit for a well-formed player id that names no member with 404, storing nothing (issue 23 item 25)', async () => {
    const p = await player();
    const body = { ...debitBody(p, '1.00'), playerId: '999999999' };
    const res = await v.client.call('debit', body);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    const rows = await t.db
      .select()
      .from(s.vendorTransaction)
      .where(eq(s.vendorTransaction.transactionId, body.transactionId));
    expect(rows).toHaveLength(0);
  });
});

describe('credit and rollback', () => {
  it('pays a win, settles the round and reduces the turnover requirement by its stake once', async () => {
    const p = await player(10_000);
    await t.db
      .insert(s.memberTurnover)
      .values({ memberId: p.member.id, remainingMinor: 5_000, requiredTotalMinor: 5_000 });
    const d = debitBody(p, '10.00');
    await v.client.call('debit', d);
    const c = {
      playerId: p.playerId,
      transactionId: id('c'),
      roundId: d.roundId,
      gameId: 'slot-1',
      amount: '25.00',
      roundDetail: { reels: [1, 2, 3] },
    };
    const win = await v.client.call('credit', c);
    expect(win.body.value).toMatchObject({ moved: '25.00', balance: '115.00' });
    expect(await v.client.call('credit', c)).toEqual(win);
    const [round] = await t.db.select().from(s.gameRound).where(eq(s.gameRound.roundId, d.roundId));
    expect(round).toMatchObject({
      stakeMinor: 1000,
      winMinor: 2500,
      state: 'settled',
      detail: { reels: [1, 2, 3] },
    });
    const [turnover] = await t.db
      .select()
      .from(s.memberTurnover)
      .where(eq(s.memberTurnover.memberId, p.member.id));
    expect(turnover?.remainingMinor).toBe(4_000);
    const late = await v.client.call('credit', { ...c, transactionId: id('c') });
    expect(late.status).toBe(400);
    expect(late.body.error.field).toBe('roundId');
    const rb = await v.client.call('rollback', {
      playerId: p.playerId,
      transactionId: id('rb'),
      roundId: d.roundId,
      refTransactionId: d.transactionId,
    });
    expect(rb.status).toBe(400);
    expect(rb.body.error.field).toBe('refTransactionId');
    expect(await walletBalance(t.db, p.wallet.id)).toBe(11_500);
  });

  it('answers a credit for an unknown round with 0.00 moved, and 0.00 closes a lost round', async () => {
    const p = await player(1_000);
    const unknown = await v.client.call('credit', {
      playerId: p.playerId,
      transactionId: id('c'),
      roundId: id('r'),
      gameId: 'slot-1',
      amount: '5.00',
    });
    expect(unknown.body.value).toMatchObject({ moved: '0.00', balance: '10.00', walletTransferId: null });
    const d = debitBody(p, '1.00');
    await v.client.call('debit', d);
    const lost = await v.client.call('credit', {
      playerId: p.playerId,
      transactionId: id('c'),
      roundId: d.roundId,
      gameId: 'slot-1',
      amount: '0.00',
    });
    expect(lost.body.value).toMatchObject({ moved: '0.00', balance: '9.00' });
    const [round] = await t.db.select().from(s.gameRound).where(eq(s.gameRound.roundId, d.roundId));
    expect(round?.state).toBe('settled');
    expect(await walletBalance(t.db, p.wallet.id)).toBe(900);
  });

  it('refunds a debit once; unknown and repeated rollbacks are answered and move nothing', async () => {
    const p = await player(1_000);
    const d = debitBody(p, '4.00');
    await v.client.call('debit', d);
    const rb = {
      playerId: p.playerId,
      transactionId: id('rb'),
      roundId: d.roundId,
      refTransactionId: d.transactionId,
    };
    const first = await v.client.call('rollback', rb);
    expect(first.body.value).toMatchObject({ moved: '4.00', balance: '10.00' });
    expect(await v.client.call('rollback', rb)).toEqual(first);
    const second = await v.client.call('rollback', { ...rb, transactionId: id('rb') });
    expect(second.body.value).toMatchObject({ moved: '0.00', balance: '10.00' });
    const unknown = await v.client.call('rollback', {
      ...rb,
      transactionId: id('rb'),
      refTransactionId: id('d'),
    });
    expect(unknown.body.value).toMatchObject({ moved: '0.00', walletTransferId: null });
    expect(await walletBalance(t.db, p.wallet.id)).toBe(1_000);
    const [round] = await t.db.select().from(s.gameRound).where(eq(s.gameRound.roundId, d.roundId));
    expect(round).toMatchObject({ stakeMinor: 400, refundedMinor: 400, state: 'refunded' });
  });

  it('refuses to roll back a debit once its open round paid a win (issue 23 item 26)', async () => {
    const p = await player(1_000);
    const d = debitBody(p, '4.00');
    await v.client.call('debit', d);
    const win = await v.client.call('credit', {
      playerId: p.playerId,
      transactionId: id('cr'),
      roundId: d.roundId,
      gameId: 'slot-1',
      amount: '6.00',
      roundClosed: false,
    });
    expect(win.status, JSON.stringify(win.body)).toBe(200);
    const rb = await v.client.call('rollback', {
      playerId: p.playerId,
      transactionId: id('rb'),
      roundId: d.roundId,
      refTransactionId: d.transactionId,
    });
    expect(rb.status).toBe(400);
    expect(rb.body.error.field).toBe('refTransactionId');
    // 10.00 - 4.00 + 6.00: the stake stays played, the win stays paid, nothing twice.
    expect(await walletBalance(t.db, p.wallet.id)).toBe(1_200);
  });

  it('refuses a debit whose rollback arrived first', async () => {
    const p = await player(1_000);
    const d = debitBody(p, '3.00');
    const early = await v.client.call('rollback', {
      playerId: p.playerId,
      transactionId: id('rb'),
      roundId: d.roundId,
      refTransactionId: d.transactionId,
    });
    expect(early.body.value.moved).toBe('0.00');
    const late = await v.client.call('debit', d);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await walletBalance(t.db, p.wallet.id)).toBe(1_000);
    const position = await ledgerPosition(t.db);
    expect(position.ok).toBe(true);
  });

  it("never mixes players: a credit on another player's round is refused", async () => {
    const p = await player(1_000);
    const q = await player(1_000);
    const d = debitBody(p, '1.00');
    await v.client.call('debit', d);
    const theft = await v.client.call('credit', {
      playerId: q.playerId,
      transactionId: id('c'),
      roundId: d.roundId,
      gameId: 'slot-1',
      amount: '50.00',
    });
    expect(theft.status).toBe(400);
    expect(await walletBalance(t.db, q.wallet.id)).toBe(1_000);
    const rows = await t.db
      .select()
      .from(s.vendorTransaction)
      .where(and(eq(s.vendorTransaction.vassalage, VENDOR), eq(s.vendorTransaction.memberId, q.member.id)));
    expect(rows).toHaveLength(0);
  });
});
