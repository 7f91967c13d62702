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
  { name: 'operator', description: "The merchant operator's commands, every one audited (bearer token)" },
];

/** One zod schema per route drives validation, serialisation and the OpenAPI document. */
async function openapi(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Lobby API', version: '1.0.0', description: 'API of the Lobby mobile web app.' },
      tags: OPENAPI_TAGS,
      components: {
        securitySchemes: {
          operatorToken: { type: 'http', scheme: 'bearer' },
          memberSession: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_PATHS.docs });
}

export const openapiPlugin = fp(openapi, { name: 'openapi' });
