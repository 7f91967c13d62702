import { EncryptedPayload, PAYLOAD_ENCRYPTION_ALGORITHM, PAYLOAD_ENCRYPTION_HEADER } from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AppError, appError, validationError } from '../core/errors.ts';
import { decryptPayload, PayloadDecryptError, type PayloadKey } from '../lib/payload-crypto.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preValidation for routes whose body must arrive encrypted (spec 3: login, registration):
     * replaces request.body with the decrypted JSON, which the route's own schema then validates.
     */
    requireEncryptedBody(request: FastifyRequest): Promise<void>;
  }
}

/** The codes requireEncryptedBody answers, for the route schemas that use it. */
export const ENCRYPTED_BODY_ERRORS = [
  'PAYLOAD_NOT_ENCRYPTED',
  'PAYLOAD_DECRYPT_FAILED',
  'PAYLOAD_TOO_LARGE',
  'VALIDATION_ERROR',
] as const;

const notEncrypted = () =>
  appError(
    'PAYLOAD_NOT_ENCRYPTED',
    `This request must be encrypted: send the ${PAYLOAD_ENCRYPTION_HEADER}: ${PAYLOAD_ENCRYPTION_ALGORITHM} header and a {kid, key, iv, data} body.`,
  );

function toAppError(error: PayloadDecryptError): AppError {
  if (error.reason === 'too-large') return appError('PAYLOAD_TOO_LARGE', error.message);
  if (error.reason === 'not-json') return validationError('body', 'the decrypted body is not JSON');
  return appError('PAYLOAD_DECRYPT_FAILED', error.message);
}

async function encryptedBody(app: FastifyInstance, { key }: { key: PayloadKey }) {
  app.decorate('requireEncryptedBody', async (request: FastifyRequest) => {
    if (request.headers[PAYLOAD_ENCRYPTION_HEADER] !== PAYLOAD_ENCRYPTION_ALGORITHM) throw notEncrypted();
    const payload = EncryptedPayload.safeParse(request.body);
    if (!payload.success) throw notEncrypted();
    try {
      request.body = decryptPayload(payload.data, key);
    } catch (error) {
      throw error instanceof PayloadDecryptError ? toAppError(error) : error;
    }
  });
}

export const encryptedBodyPlugin = fp(encryptedBody, { name: 'encrypted-body' });
