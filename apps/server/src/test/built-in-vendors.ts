import type { AddressInfo } from 'node:net';
import { API_PATHS, FAIR_VENDOR_PATHS, type GameFamily } from '@lobby/shared';
import { launchRoutes } from '../features/games/launch-routes.ts';
import { insertGame, insertVendor } from '../features/games/wallet-fixtures.ts';

export { fundedMember, walletBalance } from '../features/games/wallet-fixtures.ts';

import { registerBuiltInVendors } from '../providers/game-vendors/built-in.ts';
import { inhouseAdapter } from '../providers/game-vendors/inhouse.ts';
import { vendorRegistry } from '../providers/game-vendors/registry.ts';
import { sandboxAggregatorAdapter } from '../providers/game-vendors/sandbox-aggregator.ts';
import { resolveSecret } from '../providers/payment/secret.ts';
import type { TestApp } from './test-app.ts';

// Test-only: the app with the built-in vendors (in-house and sandbox aggregator) and launch
// wired as the lead wires them, listening on a real port so the vendors' signed wallet calls go
// over HTTP; their catalogue rows; a launch that answers the game URL's token.

export const SANDBOX_VENDOR = 'SBXDEMO';

export async function listenWithBuiltInVendors(t: TestApp) {
  const { db, config, app } = t;
  // app.ts may already register them (the games wiring); else the test does, as app.ts would.
  if (!app.hasRoute({ method: 'GET', url: `${API_PATHS.inhouseApi}${FAIR_VENDOR_PATHS.session}` })) {
    await registerBuiltInVendors(app, { db, config });
  }
  if (!app.hasRoute({ method: 'GET', url: API_PATHS.gameLaunch })) {
    const registry = vendorRegistry([inhouseAdapter(), sandboxAggregatorAdapter()]);
    await app.register(launchRoutes, { db, registry });
  }
  await insertVendor(db, {
    vassalage: 'INHOUSE',
    adapter: 'inhouse',
    walletSecret: resolveSecret(config.dataDir, config.inhouseVendorSecret, 'inhouse-vendor-secret'),
  });
  await insertVendor(db, {
    vassalage: SANDBOX_VENDOR,
    adapter: 'sandbox',
    walletSecret: resolveSecret(config.dataDir, config.sandboxAggregatorSecret, 'sandbox-aggregator-secret'),
  });
  for (const family of ['dice', 'mines', 'slot'] as const) {
    await insertGame(db, {
      vassalage: 'INHOUSE',
      nodeId: `INHOUSE:${family}`,
      vendorGameId: family,
      gameType: 'INHOUSE',
      family,
      trialAllowed: true,
    });
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
