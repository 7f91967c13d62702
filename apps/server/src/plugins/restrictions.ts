import { API_PATHS } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { restrictionError, restrictionOf, type StartupBaseReader, visitorOf } from '../core/startup-base.ts';

export interface RestrictionsOptions {
  /** The app's one cached start-up base, the one the start-up call reads. */
  base: StartupBaseReader;
  /** Lower-case name of the trusted proxy's country header, if configured. */
  countryHeader: string | undefined;
}

/**
 * What a blocked visitor may still reach: health (for load balancers), the start-up call (it
 * reports the mode, spec 2.2), the operator API (to lift the block) and the API documentation,
 * and a payment gateway's notification: money a member already paid is applied during maintenance
 * too, whatever country the gateway calls from (docs/payment-gateway.md); and the game vendors'
 * signed wallet calls, so rounds played before maintenance still settle (docs/vendor-protocol.md).
 */
const VENDOR_WALLET_PATHS = new Set<string>([
  API_PATHS.vendorWalletAuthenticate,
  API_PATHS.vendorWalletBalance,
  API_PATHS.vendorWalletDebit,
  API_PATHS.vendorWalletCredit,
  API_PATHS.vendorWalletRollback,
]);

function exempt(path: string): boolean {
  if (path === API_PATHS.health || path === API_PATHS.merchantConfig) return true;
  if (path === API_PATHS.gatewayCallback) return true;
  if (VENDOR_WALLET_PATHS.has(path)) return true;
  return [API_PATHS.docs, '/api/operator'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Issue 8 item 1, decision 030: a blocked IP range, maintenance and a blocked country are
 * enforced on every API route here, in one place, with spec 2.2's precedence. It runs in
 * onRequest, before the body is read, decrypted or validated and before any handler or session
 * check, so a blocked client learns nothing else and nothing is written. Pages and images are
 * served: the app shows the right page from the start-up call.
 */
async function restrictions(app: FastifyInstance, options: RestrictionsOptions) {
  app.addHook('onRequest', async (request) => {
    // The declared route when one matched, else the path asked for (an unknown /api path).
    const path = request.routeOptions.url ?? request.url.split('?', 1)[0] ?? '';
    if (!path.startsWith('/api/') || exempt(path)) return;
    const base = await options.base();
    // Before the seed ran there is nothing to enforce; the routes answer SERVICE_UNAVAILABLE.
    if (!base) return;
    const restriction = restrictionOf(base, visitorOf(request, options.countryHeader));
    if (restriction) throw restrictionError(restriction);
  });
}

export const restrictionsPlugin = fp(restrictions, { name: 'restrictions' });
