import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PATHS } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

// zod/mini ships without messages ("Invalid input"); the API names what was expected.
z.config(z.locales.en());

/** Every tag a route uses, each described once (the OpenAPI test refuses an undeclared one). */
export const OPENAPI_TAGS = [
  { name: 'health', description: 'Liveness and dependencies' },
  { name: 'merchant', description: 'Start-up configuration (spec 2.2, 3)' },
  {
    name: 'accounts',
    description: 'Registration, login, trial play, sessions and member info (spec 2.5, 2.6, 3, 7)',
  },
  { name: 'passwords', description: 'Forgotten and changed passwords (spec 2.7, 2.8, 4)' },
  { name: 'verification', description: 'Captchas and SMS verification codes (spec 7)' },
  { name: 'wallet', description: 'Balance and ledger (spec 3 "Wallet")' },
  { name: 'content', description: 'Announcements (spec 3, 7 "Announcements")' },
  {
    name: 'messages',
    description: 'The inbox, its unread count and agent announcements (spec 2.9, 2.15, 3, 7)',
  },
  {
    name: 'security',
    description:
      'The security centre: payment password, bank cards, e-mail, security questions (spec 7; issue 11)',
  },
  {
    name: 'cashier',
    description:
      'Deposits, the payment gateway callback, withdrawals and the withdrawal check (spec 2.1, 6, 7)',
  },
  {
    name: 'games',
    description: 'The game catalogue, favourites and recent games (spec 2.4, 2.11, 3, 7 "Games"; issue 12)',
  },
  {
    name: 'lottery',
    description:
      'The lottery: lists and menus, draws with their verify data, launch and bets (spec 3, 7; issue 13)',
  },
  {
    name: 'vendor wallet',
    description: 'The seamless wallet game vendors call, HMAC-signed (docs/vendor-protocol.md; issue 12)',
  },
  {
    name: 'inhouse-games',
    description:
      "The built-in vendors' game API (in-house and sandbox aggregator): provably fair dice, mines and slot (issue 12; docs/provably-fair.md)",
  },
  { name: 'operator', description: "The merchant operator's commands, every one audited (bearer token)" },
];

const OPERATOR_PREFIX = '/api/operator/';
const isOperatorPath = (url: string) => url.startsWith(OPERATOR_PREFIX);

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The zod transform, keeping only the routes `keep` accepts (the others are hidden). */
function only(keep: (url: string) => boolean) {
  return (input: TransformInput) => {
    const output = jsonSchemaTransform(input);
    return keep(input.url) ? output : { ...output, schema: { ...output.schema, hide: true } };
  };
}

const BEARER = { type: 'http', scheme: 'bearer' } as const;

function document(title: string, description: string, operator: boolean) {
  return {
    openapi: '3.0.3',
    info: { title, version: '1.0.0', description },
    tags: OPENAPI_TAGS.filter((tag) => (tag.name === 'operator') === operator),
    components: {
      // gameSession: the built-in vendors' token from the game URL (docs/provably-fair.md).
      securitySchemes: (operator
        ? { operatorToken: BEARER }
        : { memberSession: BEARER, gameSession: BEARER }) as Record<string, typeof BEARER>,
    },
  };
}

/**
 * What the docs UI may load: its own scripts and styles (it sets style attributes, hence
 * 'unsafe-inline' for styles only), its data: icons and the document (decision 036).
 */
export const DOCS_UI_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * One zod schema per route drives validation, serialisation and the OpenAPI documents: the
 * public one at /api/docs lists the public routes only; the operator routes have their own,
 * served behind the operator token at API_PATHS.operatorDocs (issue 8 item 10).
 */
async function openapi(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: document('Lobby API', 'API of the Lobby mobile web app.', false),
    transform: only((url) => !isOperatorPath(url)),
  });
  await app.register(swagger, {
    openapi: document(
      'Lobby operator API',
      "The merchant operator's commands (npm run operator), each audited; bearer token.",
      true,
    ),
    transform: only(isOperatorPath),
    decorator: 'operatorSwagger',
  });
  await app.register(swaggerUi, { routePrefix: API_PATHS.docs, staticCSP: DOCS_UI_CSP });
  app.get(
    API_PATHS.operatorDocs,
    {
      schema: { hide: true },
      // requireOperator is declared by the operator-auth plugin, registered after this one.
      onRequest: (request) => app.requireOperator(request),
    },
    () => app.operatorSwagger(),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator routes' OpenAPI document (the second @fastify/swagger instance). */
    operatorSwagger(): Record<string, unknown>;
  }
}

export const openapiPlugin = fp(openapi, { name: 'openapi' });
