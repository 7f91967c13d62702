import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../core/errors.ts';

/** Hashing first gives equal lengths, so timingSafeEqual leaks neither content nor length. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Every route of the calling scope needs `Authorization: Bearer <OPERATOR_TOKEN>`. */
export function requireOperatorToken(app: FastifyInstance, token: string) {
  const expected = digest(token);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      throw appError('UNAUTHORIZED', 'A valid operator token is required.');
    }
  });
}
