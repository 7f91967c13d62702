import type { FastifyInstance } from 'fastify';
import type { MemberEvents } from '../../core/member-events.ts';
import type { AttemptCounterFactory } from '../../core/rate-limits.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from '../../providers/payment/gateway.ts';
import { SANDBOX_PROVIDER, sandboxGateway } from '../../providers/payment/sandbox.ts';
import { sandboxPageRoutes } from '../../providers/payment/sandbox-page.ts';
import { resolveSandboxSecret } from '../../providers/payment/secret.ts';
import { gatewayCallbackRoutes } from './gateway-routes.ts';
import { cashierOperatorRoutes } from './operator-routes.ts';
import { cashierRoutes } from './routes.ts';

// The whole cashier in one registration, so app.ts names it once: the member's routes, the
// gateways' callback (its own scope, raw body), the operator's routes and the sandbox gateway's
// checkout page (outside /api and /m).

export interface CashierOptions {
  db: Db;
  events: MemberEvents;
  attemptCounter: AttemptCounterFactory;
  dataDir: string;
  /** SANDBOX_GATEWAY_SECRET, else generated into DATA_DIR. */
  sandboxSecret: string | undefined;
  /** SANDBOX_GATEWAY: off leaves the sandbox out (no checkout page, no callback, no channel). */
  sandboxGateway: boolean;
}

export async function registerCashier(app: FastifyInstance, options: CashierOptions) {
  // A real gateway is added here next to the sandbox (docs/payment-gateway.md).
  const gateways = new Map<string, PaymentGateway>();
  const secret = options.sandboxGateway ? resolveSandboxSecret(options.dataDir, options.sandboxSecret) : null;
  if (secret) gateways.set(SANDBOX_PROVIDER, sandboxGateway(secret));
  const { db, events } = options;
  await app.register(cashierRoutes, { ...options, gateways });
  await app.register(gatewayCallbackRoutes, { db, events, gateways });
  await app.register(cashierOperatorRoutes, { db, events, dataDir: options.dataDir });
  if (secret) await app.register(sandboxPageRoutes, { secret });
}
