import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appError } from '../core/errors.ts';
import { bearerToken } from '../lib/session-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries `Authorization: Bearer <OPERATOR_TOKEN>`. */
    requireOperator(request: FastifyRequest): Promise<void>;
  }
}

/** What every operator route's schema shares: its OpenAPI tag and security scheme. */
export const OPERATOR_ROUTE = { tags: ['operator'], security: [{ operatorToken: [] }] };
/** The error codes the operator check itself answers. */
export const OPERATOR_ERRORS = ['UNAUTHORIZED'] as const;

/** Hashing first gives equal lengths, so timingSafeEqual leaks neither content nor length. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * One operator check for every feature's operator routes (issue 7 "operator routes by domain"):
 * each feature registers them in its own scope behind `onRequest: requireOperator`.
 */
async function operatorAuth(app: FastifyInstance, { token }: { token: string }) {
  const expected = digest(token);
  app.decorate('requireOperator', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token || !timingSafeEqual(digest(token), expected)) {
      throw appError('UNAUTHORIZED', 'A valid operator token is required.');
    }
  });
}

export const operatorAuthPlugin = fp(operatorAuth, { name: 'operator-auth' });
