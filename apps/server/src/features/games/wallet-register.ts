import type { FastifyInstance } from 'fastify';
import type { MemberEvents } from '../../core/member-events.ts';
import type { Db } from '../../db/client.ts';
import {
  type BuiltInVendorSecrets,
  resolveBuiltInVendorSecrets,
  syncBuiltInVendorSecrets,
  type VendorSecretSources,
} from './vendor-secrets.ts';
import { vendorWalletRoutes } from './wallet-routes.ts';

// The seamless wallet in one registration (docs/vendor-protocol.md): the built-in vendors'
// secrets resolved and written into their catalogue rows, then the signed wallet routes.

export interface VendorWalletOptions extends VendorSecretSources {
  db: Db;
  events: MemberEvents;
}

/** Registers the wallet routes; answers the built-in adapters' secrets for their adapters. */
export async function registerVendorWallet(
  app: FastifyInstance,
  options: VendorWalletOptions,
): Promise<BuiltInVendorSecrets> {
  const secrets = resolveBuiltInVendorSecrets(options);
  await syncBuiltInVendorSecrets(options.db, secrets);
  await app.register(vendorWalletRoutes, { db: options.db, events: options.events });
  return secrets;
}
