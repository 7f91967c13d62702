import { ErrorEnvelope, successEnvelope } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import type { Db } from '../../db/client.ts';
import { OperatorConfig, readMerchantConfig } from '../../db/merchant-config.ts';
import { AppError } from '../../plugins/app-error.ts';
import { createAffiliateCode } from './affiliates.ts';
import { addAnnouncement } from './announcements.ts';
import { requireOperatorToken } from './auth.ts';
import { listAudit } from './commands.ts';
import { listOutbox } from './outbox.ts';
import * as s from './schemas.ts';
import * as service from './service.ts';

export interface OperatorRoutesOptions {
  db: Db;
  token: string;
  /** Tells every node's start-up configuration cache about a change. */
  bus: InvalidationBus;
}

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 503: ErrorEnvelope };
const changed = { 200: successEnvelope(s.Changes), ...errors };
const base = { tags: ['operator'], security: [{ operatorToken: [] }] };
const ok = <T>(value: T) => ({ success: true as const, value });

/** Configuration changes for the merchant's operator (every change audited in one transaction). */
export async function operatorRoutes(scope: FastifyInstance, { db, token, bus }: OperatorRoutesOptions) {
  requireOperatorToken(scope, token);
  // Every change of this scope has committed by the time its answer is sent; publishing before
  // the operator sees it means the next start-up call anywhere answers the new configuration.
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 300) await bus.publish('merchant-config', '*');
    return payload;
  });
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/operator/config',
    {
      schema: {
        ...base,
        summary: 'Full merchant configuration',
        response: { 200: successEnvelope(OperatorConfig), ...errors },
      },
    },
    async () => {
      const config = await readMerchantConfig(db);
      if (!config) throw new AppError('SERVICE_UNAVAILABLE', 503, 'The merchant is not configured yet.');
      return ok(config);
    },
  );

  app.put(
    '/api/operator/config/flags/:code',
    {
      schema: {
        ...base,
        summary: 'Switch a white-label flag (spec 6)',
        params: s.FlagParams,
        body: s.FlagBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await service.setFlag(db, req.params.code, req.body.enabled) }),
  );
  app.put(
    '/api/operator/config/maintenance',
    {
      schema: { ...base, summary: 'Maintenance mode (spec 2.2)', body: s.MaintenanceBody, response: changed },
    },
    async (req) => ok({ changes: await service.setMaintenance(db, req.body.enabled) }),
  );
  app.put(
    '/api/operator/config/languages',
    {
      schema: {
        ...base,
        summary: 'Default and supported languages (spec 1)',
        body: s.LanguagesBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await service.setLanguages(db, req.body) }),
  );
  app.put(
    '/api/operator/config/blocked-countries',
    {
      schema: {
        ...base,
        summary: 'Countries shown the region-blocked page',
        body: s.BlockedCountriesBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await service.setBlockedCountries(db, req.body.countries) }),
  );
  app.put(
    '/api/operator/config/blocked-ip-ranges',
    {
      schema: {
        ...base,
        summary: 'IP ranges answered IP_RESTRICTED',
        body: s.BlockedIpRangesBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await service.setBlockedIpRanges(db, req.body.ranges) }),
  );
  app.put(
    '/api/operator/config/registration-rules/:field',
    {
      schema: {
        ...base,
        summary: 'Registration field rule (spec 2.6, 3)',
        params: s.RegistrationRuleParams,
        body: s.RegistrationRuleBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await service.setRegistrationRule(db, req.params.field, req.body) }),
  );
  app.put(
    '/api/operator/config/image-cdns',
    {
      schema: {
        ...base,
        summary: 'Image CDN base URLs (empty: this server)',
        body: s.ImageCdnsBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await service.setImageCdns(db, req.body.urls) }),
  );
  app.put(
    '/api/operator/config/main-domain',
    { schema: { ...base, summary: 'Main domain (spec 3)', body: s.MainDomainBody, response: changed } },
    async (req) => ok({ changes: await service.setMainDomain(db, req.body.mainDomain) }),
  );
  app.put(
    '/api/operator/config/mobile-template',
    {
      schema: {
        ...base,
        summary: 'Template versions (spec 4)',
        body: s.MobileTemplateBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await service.setMobileTemplate(db, req.body) }),
  );
  app.put(
    '/api/operator/config/customer-service',
    {
      schema: {
        ...base,
        summary: 'Customer-service links (spec 3)',
        body: s.CustomerServiceBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await service.setCustomerService(db, req.body.links) }),
  );
  app.put(
    '/api/operator/config/resources',
    { schema: { ...base, summary: 'Download links (spec 2.10)', body: s.ResourcesBody, response: changed } },
    async (req) => ok({ changes: await service.setResources(db, req.body.resources) }),
  );

  app.post(
    '/api/operator/affiliate-codes',
    {
      schema: {
        ...base,
        summary: 'Create an invitation code for an agent (spec 4 "Affiliate code")',
        body: s.AffiliateCodeBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await createAffiliateCode(db, req.body) }),
  );

  app.post(
    '/api/operator/announcements',
    {
      schema: {
        ...base,
        summary: 'Add an announcement; its HTML is sanitised (spec 3, 7 "Announcements")',
        body: s.AnnouncementBody,
        response: changed,
      },
    },
    async (req) => ok({ changes: await addAnnouncement(db, req.body) }),
  );

  app.get(
    '/api/operator/audit',
    {
      schema: {
        ...base,
        summary: 'Configuration changes, newest first',
        querystring: s.AuditQuery,
        response: { 200: successEnvelope(s.AuditEntries), ...errors },
      },
    },
    async (req) => ok({ entries: await listAudit(db, req.query.limit ?? 20) }),
  );

  app.get(
    '/api/operator/outbox',
    {
      schema: {
        ...base,
        summary: 'SMS and e-mails sent, newest first (issue 3 "Providers")',
        querystring: s.OutboxQuery,
        response: { 200: successEnvelope(s.OutboxMessages), ...errors },
      },
    },
    async (req) => ok({ messages: await listOutbox(db, req.query.limit ?? 20, req.query.channel) }),
  );
}
