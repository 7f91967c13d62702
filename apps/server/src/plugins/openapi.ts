import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

// zod/mini ships without messages ("Invalid input"); the API names what was expected.
z.config(z.locales.en());

/** One zod schema per route drives validation, serialisation and the OpenAPI document. */
async function openapi(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Lobby API', version: '1.0.0', description: 'API of the Lobby mobile web app.' },
      tags: [
        { name: 'health', description: 'Liveness and dependencies' },
        { name: 'merchant', description: 'Start-up configuration (spec 2.2, 3)' },
        { name: 'operator', description: 'Merchant configuration for the operator (bearer token)' },
        { name: 'wallet', description: 'Balance and ledger (spec 3 "Wallet")' },
      ],
      components: {
        securitySchemes: {
          operatorToken: { type: 'http', scheme: 'bearer' },
          memberSession: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export const openapiPlugin = fp(openapi, { name: 'openapi' });
