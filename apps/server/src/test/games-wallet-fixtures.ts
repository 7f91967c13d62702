import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { MERCHANT_ACCOUNTS, transfer } from '../core/ledger.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import type { GameVendorAdapter, LaunchRequest } from '../providers/game-vendors/vendor.ts';
import { createTestMember } from './members.ts';
import type { TestApp } from './test-app.ts';
import { vendorClient } from './vendor-client.ts';

// Test-only: a foreign aggregator's catalogue rows, a tiny adapter that hands out its launch
// URL, members with money, and the app listening on a real port (the wallet tests' setup).

export const TEST_ADAPTER = 'test-aggregator';

/** The adapter of the tests' aggregator: its URL carries the session token, as a real one does. */
export function testAdapter() {
  const launches: LaunchRequest[] = [];
  const adapter: GameVendorAdapter = {
    adapter: TEST_ADAPTER,
    launch: async (request) => {
      launches.push(request);
      return {
        gameUrl: `https://aggregator.test/play/${request.vendorGameId}?token=${request.sessionToken}`,
      };
    },
  };
  return { adapter, launches };
}

export async function insertVendor(
  db: Db,
  fields: Partial<typeof t.gameVendor.$inferInsert> & { vassalage: string },
) {
  const secret = fields.walletSecret ?? randomBytes(32).toString('hex');
  await db.insert(t.gameVendor).values({
    displayName: fields.vassalage,
    adapter: TEST_ADAPTER,
    smallIcon: '/media/v.svg',
    largeIcon: '/media/v.svg',
    ...fields,
    walletSecret: secret,
  });
  return secret;
}

export async function insertGame(
  db: Db,
  fields: Partial<typeof t.game.$inferInsert> & { vassalage: string; nodeId: string },
) {
  const [row] = await db
    .insert(t.game)
    .values({
      gameType: 'RNG',
      vendorGameId: fields.nodeId,
      names: { EN: fields.nodeId },
      searchText: fields.nodeId.toLowerCase(),
      icon: '/media/g.svg',
      minBetMinor: 10,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('game insert returned no row');
  return row;
}

/** A member whose wallet holds `amountMinor`, paid from the adjustments account. */
export async function fundedMember(
  db: Db,
  amountMinor: number,
  fields: Parameters<typeof createTestMember>[1] = {},
) {
  const created = await createTestMember(db, fields);
  if (amountMinor > 0) {
    await db.transaction((tx) =>
      transfer(tx, {
        transferKey: `test-fund:${created.wallet.id}:${randomBytes(4).toString('hex')}`,
        kind: 'adjustment',
        walletId: created.wallet.id,
        account: MERCHANT_ACCOUNTS.adjustments,
        direction: 'credit',
        amountMinor,
      }),
    );
  }
  return { ...created, headers: { authorization: `Bearer ${created.token}` } };
}

export async function walletBalance(db: Db, walletId: number): Promise<number> {
  const [row] = await db.select({ b: t.wallet.balanceMinor }).from(t.wallet).where(eq(t.wallet.id, walletId));
  return row?.b ?? Number.NaN;
}

/** Adds the test adapter to launch's registry, listens on a free port; the aggregator's client. */
export async function listenWithVendor(app: FastifyInstance, _db: Db, vassalage: string, secret: string) {
  const test = testAdapter();
  app.gameVendors.add(test.adapter);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return { baseUrl, launches: test.launches, client: vendorClient({ baseUrl, vassalage, secret }) };
}

/** Launches the game for the member over HTTP and returns the game-session token the vendor got. */
export async function launchToken(
  baseUrl: string,
  launches: LaunchRequest[],
  headers: Record<string, string>,
  nodeId: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/games/launch?nodeId=${encodeURIComponent(nodeId)}`, { headers });
  if (res.status !== 200) throw new Error(`launch answered ${res.status}: ${await res.text()}`);
  const last = launches.at(-1);
  if (!last) throw new Error('no launch recorded');
  return last.sessionToken;
}

/** A unique transaction or round id with a readable prefix. */
export const uniqueId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/**
 * The wallet tests' setup, once: a foreign aggregator's vendor with one game, the app listening,
 * the aggregator's signing client, and its players (funded, launched, authenticated). Call at a
 * test file's top level after `useTestApp`; read the fields inside tests or hooks.
 */
export function useForeignVendor(app: TestApp, game: { vassalage: string; nodeId: string; gameId: string }) {
  const live = {} as Awaited<ReturnType<typeof listenWithVendor>> & { secret: string };
  beforeAll(async () => {
    const secret = await insertVendor(app.db, { vassalage: game.vassalage });
    await insertGame(app.db, { vassalage: game.vassalage, nodeId: game.nodeId, vendorGameId: game.gameId });
    Object.assign(live, { secret }, await listenWithVendor(app.app, app.db, game.vassalage, secret));
  });
  /** A member with `amountMinor`, a launch of the game, and the player id authenticate answered. */
  const player = async (amountMinor = 10_000) => {
    const member = await fundedMember(app.db, amountMinor);
    const token = await launchToken(live.baseUrl, live.launches, member.headers, game.nodeId);
    const auth = await live.client.call('authenticate', { token });
    if (auth.status !== 200) throw new Error(`authenticate answered ${auth.status}`);
    return { ...member, token, playerId: auth.body.value.playerId as string };
  };
  const debitBody = (
    p: { playerId: string; token: string },
    amount: string,
    roundId = uniqueId('r'),
    transactionId = uniqueId('d'),
  ) => ({ playerId: p.playerId, token: p.token, transactionId, roundId, gameId: game.gameId, amount });
  return Object.assign(live, { player, debitBody });
}
