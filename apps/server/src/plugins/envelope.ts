import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ApiErrorBody, ERROR_STATUS, type ErrorCode } from '@lobby/shared';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.ts';

/** Fastify's own errors that are the client's fault, mapped to the shared codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  // Raised by the router before any route or hook runs (issue 8 item 14): frameworkErrors below.
  FST_ERR_BAD_URL: 'VALIDATION_ERROR',
  FST_ERR_INVALID_URL: 'VALIDATION_ERROR',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

/** Our words for the router's errors: Fastify's own echo the whole path back. */
const FASTIFY_MESSAGES: Record<string, { message: string; field?: string }> = {
  FST_ERR_BAD_URL: { message: 'url: not a valid percent-encoding', field: 'url' },
  FST_ERR_INVALID_URL: { message: 'url: not a valid address', field: 'url' },
  FST_ERR_MAX_PARAM_LENGTH: { message: 'A path parameter is longer than 100 characters.' },
};

/**
 * Any other client error Fastify or a plugin raises (a 4xx) keeps its status when a code has it
 * (the first code of ERROR_CODES with that status), else it is a 400 VALIDATION_ERROR.
 */
const CODE_OF_STATUS = new Map<number, ErrorCode>(
  (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).reverse().map(([code, status]) => [status, code]),
);

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
  if (code) {
    const own = FASTIFY_MESSAGES[error.code];
    return { status: ERROR_STATUS[code], body: { code, message: error.message, ...own } };
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  const byStatus = CODE_OF_STATUS.get(status) ?? 'VALIDATION_ERROR';
  return { status: ERROR_STATUS[byStatus], body: { code: byStatus, message: error.message } };
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = toErrorBody(error);
  if (known) {
    request.log.info({ code: known.body.code, status: known.status }, known.body.message);
    // Every 429 that knows when to come back says so here, whichever feature refused (issue 7).
    if (known.retryAfter !== undefined) reply.header('retry-after', String(known.retryAfter));
    return sendError(reply, known.status, known.body);
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(reply, 500, { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
}

/** What Node's HTTP parser refuses before Fastify sees a request (issue 8 item 14). */
function clientErrorAnswer(error: { code?: string }): { code: ErrorCode; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { code: 'REQUEST_TIMEOUT', message: 'The request did not arrive in time.' };
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { code: 'HEADERS_TOO_LARGE', message: 'The request headers are larger than 16 KB.' };
  }
  return { code: 'VALIDATION_ERROR', message: 'request: not a valid HTTP/1.1 request' };
}

/**
 * Node's `clientError`: a minimal raw HTTP/1.1 answer carrying the envelope, then the connection
 * closes, as Node itself does. Nothing is written once an answer on this socket has begun.
 */
function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { code, message } = clientErrorAnswer(error);
  this.log.info({ code, parserCode: error.code }, 'request refused by the HTTP parser');
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const status = ERROR_STATUS[code];
    const body = JSON.stringify({ success: false, error: { code, message } });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'cache-control: no-store\r\nx-content-type-options: nosniff\r\nconnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify options for the answers given before routing: the router's bad URL and over-long path
 * parameter (`frameworkErrors`) and Node's parser refusals (`clientErrorHandler`). app.ts passes
 * them to Fastify(); the plugin below covers everything after routing.
 */
export const envelopeServerOptions = {
  frameworkErrors: answerError,
  clientErrorHandler,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

/**
 * Every JSON answer is `{ success: true, value }` or `{ success: false, error }` (house style
 * "Errors are values with codes"). Unexpected errors are logged and answered generically,
 * so no stack or internal message reaches a client.
 */
async function envelope(app: FastifyInstance) {
  app.setErrorHandler(answerError);

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, {
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}

export const envelopePlugin = fp(envelope, { name: 'envelope' });
