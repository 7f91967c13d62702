import { API_PATHS } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import { OperatorConfig, requireMerchantConfig } from '../../core/merchant-config.ts';
import { type Change, Changes } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import { ok, responses } from '../../lib/responses.ts';
import { OPERATOR_ERRORS, OPERATOR_ROUTE } from '../../plugins/operator-auth.ts';
import { listAudit } from './commands.ts';
import { listOutbox } from './outbox.ts';
import * as s from './schemas.ts';
import * as service from './service.ts';

export interface OperatorRoutesOptions {
  db: Db;
  /** Tells every node's start-up configuration cache about a change. */
  bus: InvalidationBus;
}

// What is truly operator-wide: the merchant configuration, the audit log and the outbox. Each
// feature registers its own operator commands (features/*/operator-routes.ts, issue 7).

const changed = responses(Changes, [...OPERATOR_ERRORS, 'VALIDATION_ERROR', 'SERVICE_UNAVAILABLE']);

interface ConfigChange<P extends z.ZodMiniType, B extends z.ZodMiniType> {
  path: string;
  summary: string;
  params?: P;
  body: B;
  run(db: Db, body: z.infer<B>, params: z.infer<P>): Promise<Change[]>;
}

const change = <P extends z.ZodMiniType, B extends z.ZodMiniType>(c: ConfigChange<P, B>) =>
  c as unknown as ConfigChange<z.ZodMiniType, z.ZodMiniType>;

/** One PUT per configuration command (command names as in the audit log and the CLI). */
const CONFIG_CHANGES = [
  change({
    path: API_PATHS.operatorFlag,
    summary: 'Switch a white-label flag (spec 6)',
    params: s.FlagParams,
    body: s.FlagBody,
    run: (db, body, params) => service.setFlag(db, params.code, body.enabled),
  }),
  change({
    path: API_PATHS.operatorMaintenance,
    summary: 'Maintenance mode (spec 2.2)',
    body: s.MaintenanceBody,
    run: (db, body) => service.setMaintenance(db, body.enabled),
  }),
  change({
    path: API_PATHS.operatorLanguages,
    summary: 'Default and supported languages (spec 1)',
    body: s.LanguagesBody,
    run: (db, body) => service.setLanguages(db, body),
  }),
  change({
    path: API_PATHS.operatorBlockedCountries,
    summary: 'Countries shown the region-blocked page',
    body: s.BlockedCountriesBody,
    run: (db, body) => service.setBlockedCountries(db, body.countries),
  }),
  change({
    path: API_PATHS.operatorBlockedIpRanges,
    summary: 'IP ranges answered IP_RESTRICTED',
    body: s.BlockedIpRangesBody,
    run: (db, body) => service.setBlockedIpRanges(db, body.ranges),
  }),
  change({
    path: API_PATHS.operatorRegistrationRule,
    summary: 'Registration field rule (spec 2.6, 3)',
    params: s.RegistrationRuleParams,
    body: s.RegistrationRuleBody,
    run: (db, body, params) => service.setRegistrationRule(db, params.field, body),
  }),
  change({
    path: API_PATHS.operatorImageCdns,
    summary: 'Image CDN base URLs (empty: this server)',
    body: s.ImageCdnsBody,
    run: (db, body) => service.setImageCdns(db, body.urls),
  }),
  change({
    path: API_PATHS.operatorMainDomain,
    summary: 'Main domain (spec 3)',
    body: s.MainDomainBody,
    run: (db, body) => service.setMainDomain(db, body.mainDomain),
  }),
  change({
    path: API_PATHS.operatorMobileTemplate,
    summary: 'Template versions (spec 4)',
    body: s.MobileTemplateBody,
    run: (db, body) => service.setMobileTemplate(db, body),
  }),
  change({
    path: API_PATHS.operatorCustomerService,
    summary: 'Customer-service links (spec 3)',
    body: s.CustomerServiceBody,
    run: (db, body) => service.setCustomerService(db, body.links),
  }),
  change({
    path: API_PATHS.operatorResources,
    summary: 'Download links (spec 2.10)',
    body: s.ResourcesBody,
    run: (db, body) => service.setResources(db, body.resources),
  }),
];

/** Configuration changes for the merchant's operator (every change audited in one transaction). */
export async function operatorRoutes(scope: FastifyInstance, { db, bus }: OperatorRoutesOptions) {
  scope.addHook('onRequest', scope.requireOperator);
  // Every change of this scope has committed by the time its answer is sent; publishing before
  // the operator sees it means the next start-up call anywhere answers the new configuration.
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 300) await bus.publish('merchant-config', '*');
    return payload;
  });
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.operatorConfig,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'Full merchant configuration',
        response: responses(OperatorConfig, [...OPERATOR_ERRORS, 'SERVICE_UNAVAILABLE']),
      },
    },
    async () => ok(await requireMerchantConfig(db)),
  );

  for (const { path, summary, params, body, run } of CONFIG_CHANGES) {
    app.put(
      path,
      { schema: { ...OPERATOR_ROUTE, summary, ...(params ? { params } : {}), body, response: changed } },
      async (req) => ok({ changes: await run(db, req.body, req.params) }),
    );
  }

  app.get(
    API_PATHS.operatorAudit,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'Configuration changes, newest first',
        querystring: s.AuditQuery,
        response: responses(s.AuditEntries, [...OPERATOR_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (req) => ok({ entries: await listAudit(db, req.query.limit ?? 20) }),
  );

  app.get(
    API_PATHS.operatorOutbox,
    {
      schema: {
        ...OPERATOR_ROUTE,
        summary: 'SMS and e-mails sent, newest first (issue 3 "Providers")',
        querystring: s.OutboxQuery,
        response: responses(s.OutboxMessages, [...OPERATOR_ERRORS, 'VALIDATION_ERROR']),
      },
    },
    async (req) => ok({ messages: await listOutbox(db, req.query.limit ?? 20, req.query.channel) }),
  );
}
