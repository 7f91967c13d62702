import type { AddressInfo } from 'node:net';
import type { GameFamily } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import * as s from '../db/schema/index.ts';
import { insertGame, insertVendor } from './games-wallet-fixtures.ts';

export { fundedMember, walletBalance } from './games-wallet-fixtures.ts';

import type { TestApp } from './test-app.ts';

// Test-only: the app with the built-in vendors (in-house and sandbox aggregator) and launch,
// listening on a real port so the vendors' signed wallet calls go
// over HTTP; their catalogue rows; a launch that answers the game URL's token.

export const SANDBOX_VENDOR = 'SBXDEMO';

export async function listenWithBuiltInVendors(t: TestApp) {
  const { db, app } = t;
  // The app registers the built-in vendors, their secrets (synced into their rows at start) and
  // launch (features/games/register.ts); the demo catalogue holds INHOUSE and its three games.
  const inhouse = await db.select().from(s.gameVendor).where(eq(s.gameVendor.vassalage, 'INHOUSE'));
  if (inhouse.length === 0) throw new Error('the demo catalogue has no INHOUSE vendor');
  await db.update(s.game).set({ trialAllowed: true, enabled: true }).where(eq(s.game.vassalage, 'INHOUSE'));
  const [sandboxSecret] = await db
    .select({ secret: s.gameVendor.walletSecret })
    .from(s.gameVendor)
    .where(eq(s.gameVendor.adapter, 'sandbox'))
    .limit(1);
  if (!sandboxSecret) throw new Error('the demo catalogue has no sandbox vendor');
  await insertVendor(db, {
    vassalage: SANDBOX_VENDOR,
    adapter: 'sandbox',
    walletSecret: sandboxSecret.secret,
  });
  for (const family of ['dice', 'mines', 'slot'] as const) {
    await insertGame(db, {
      vassalage: SANDBOX_VENDOR,
      nodeId: `${SANDBOX_VENDOR}:${family}`,
      vendorGameId: `sbx-${family}`,
      family,
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}` };
}

/** Launches over HTTP; answers the game URL and the vendor token it carries. */
export async function launchBuiltIn(
  baseUrl: string,
  memberHeaders: Record<string, string>,
  nodeId: string,
): Promise<{ gameUrl: string; token: string; family: GameFamily }> {
  const res = await fetch(`${baseUrl}/api/games/launch?nodeId=${encodeURIComponent(nodeId)}`, {
    headers: memberHeaders,
  });
  const body = (await res.json()) as { value: { gameUrl: string } };
  if (res.status !== 200) throw new Error(`launch answered ${res.status}: ${JSON.stringify(body)}`);
  const url = new URL(body.value.gameUrl, baseUrl);
  return {
    gameUrl: body.value.gameUrl,
    token: url.searchParams.get('token') ?? '',
    family: url.pathname.split('/').at(-1) as GameFamily,
  };
}

/** A JSON call to a built-in vendor's API with the game token. */
export async function vendorCall<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  token: string | null,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<{
  status: number;
  body: { success: boolean; value: T; error: { code: string; field?: string } };
}> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as never };
}
