import type { ApiErrorBody, ErrorCode } from '@lobby/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.ts';

/** Fastify's own errors that are the client's fault, mapped to the shared codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
};

export function sendError(reply: FastifyReply, status: number, error: ApiErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ success: false, error });
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** First failing field as a dot path ("links.0.url"), else the part of the request that failed. */
function validationBody(error: FastifyError): ApiErrorBody {
  const issue = (error.validation?.[0] ?? {}) as ValidationIssue;
  const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
  const field = path || error.validationContext || 'request';
  const message = issue.message ?? 'invalid value';
  return { code: 'VALIDATION_ERROR', message: `${field}: ${message}`, field };
}

interface KnownError {
  status: number;
  body: ApiErrorBody;
  retryAfter?: number | undefined;
}

function toErrorBody(error: FastifyError): KnownError | undefined {
  if (error instanceof AppError) {
    const body: ApiErrorBody = { code: error.code, message: error.message };
    if (error.field) body.field = error.field;
    if (error.value) body.value = error.value;
    return { status: error.status, body, retryAfter: error.retryAfter };
  }
  if (error.validation) return { status: 400, body: validationBody(error) };
  const code = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (code && error.statusCode) return { status: error.statusCode, body: { code, message: error.message } };
  return undefined;
}

/**
 * Every JSON answer is `{ success: true, value }` or `{ success: false, error }` (house style
 * "Errors are values with codes"). Unexpected errors are logged and answered generically,
 * so no stack or internal message reaches a client.
 */
async function envelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = toErrorBody(error);
    if (known) {
      request.log.info({ code: known.body.code, status: known.status }, known.body.message);
      // Every 429 that knows when to come back says so here, whichever feature refused (issue 7).
      if (known.retryAfter !== undefined) reply.header('retry-after', String(known.retryAfter));
      return sendError(reply, known.status, known.body);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, {
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}

export const envelopePlugin = fp(envelope, { name: 'envelope' });
