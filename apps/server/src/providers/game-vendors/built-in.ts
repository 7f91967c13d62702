import type { AddressInfo } from 'node:net';
import { API_PATHS } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { resolveSecret } from '../payment/secret.ts';
import { fairVendorRoutes } from './fair/routes.ts';
import type { BetLimits } from './fair/service.ts';
import { INHOUSE_PAGES, inhouseAdapter } from './inhouse.ts';
import { sandboxAggregatorAdapter } from './sandbox-aggregator.ts';
import type { GameVendorAdapter } from './vendor.ts';

// The two vendors this server runs itself (issue 12): the in-house vendor and the sandbox
// aggregator, one vendor server (fair/) each under its own API base, with its own secret (the
// same ones the wallet checks: INHOUSE_VENDOR_SECRET / SANDBOX_AGGREGATOR_SECRET, else the files
// in DATA_DIR), calling the wallet at VENDOR_WALLET_URL, else this server's own port.

export interface BuiltInVendorsOptions {
  db: Db;
  config: {
    port: number;
    dataDir: string;
    vendorWalletUrl: string | undefined;
    inhouseVendorSecret: string | undefined;
    sandboxAggregatorSecret: string | undefined;
  };
  limits?: BetLimits;
}

/** Where the built-in vendors call the wallet: the configured URL, else this server as it listens. */
export function builtInWalletUrl(
  app: FastifyInstance,
  config: BuiltInVendorsOptions['config'],
): () => string {
  return () => {
    if (config.vendorWalletUrl) return config.vendorWalletUrl.replace(/\/$/, '');
    const address = app.server.address() as AddressInfo | null;
    return `http://127.0.0.1:${address?.port ?? config.port}`;
  };
}

/** Registers both vendors' API routes; answers their adapters for the vendor registry. */
export async function registerBuiltInVendors(
  app: FastifyInstance,
  { db, config, limits }: BuiltInVendorsOptions,
): Promise<{ inhouse: GameVendorAdapter; sandbox: GameVendorAdapter }> {
  const walletUrl = builtInWalletUrl(app, config);
  await app.register(fairVendorRoutes, {
    db,
    provider: 'inhouse',
    apiBase: API_PATHS.inhouseApi,
    verifyPath: `${INHOUSE_PAGES}/verify`,
    label: 'In-house',
    secret: resolveSecret(config.dataDir, config.inhouseVendorSecret, 'inhouse-vendor-secret'),
    walletUrl,
    ...(limits ? { limits } : {}),
  });
  await app.register(fairVendorRoutes, {
    db,
    provider: 'sandbox',
    apiBase: API_PATHS.sandboxAggregatorApi,
    verifyPath: '/sandbox-aggregator/verify',
    label: 'Sandbox Aggregator',
    secret: resolveSecret(config.dataDir, config.sandboxAggregatorSecret, 'sandbox-aggregator-secret'),
    walletUrl,
    ...(limits ? { limits } : {}),
  });
  return { inhouse: inhouseAdapter(), sandbox: sandboxAggregatorAdapter() };
}
