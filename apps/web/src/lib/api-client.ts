import { type ApiErrorBody, ErrorEnvelope } from '@lobby/shared';
import { z } from 'zod/mini';

const SuccessEnvelope = z.object({ success: z.literal(true), value: z.unknown() });

/** A failed call: `code` is a stable server error code (or NETWORK_ERROR / BAD_RESPONSE). */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly field: string | undefined;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.code = body.code;
    this.status = status;
    this.field = body.field;
  }
}

/**
 * Calls `/api/...`, unwraps the envelope and validates `value` with the shared schema: an
 * answer of the wrong shape is an error, never a cast.
 */
export async function apiGet<T extends z.ZodMiniType>(path: string, schema: T): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError(0, { code: 'NETWORK_ERROR', message: 'The network is unreachable.' });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, {
      code: 'BAD_RESPONSE',
      message: 'The server answered with no JSON.',
    });
  }
  const failure = ErrorEnvelope.safeParse(body);
  if (failure.success) throw new ApiError(response.status, failure.data.error);
  const envelope = SuccessEnvelope.safeParse(body);
  const value = schema.safeParse(envelope.success ? envelope.data.value : undefined);
  if (!envelope.success || !value.success) {
    throw new ApiError(response.status, {
      code: 'BAD_RESPONSE',
      message: 'The server answer had an unexpected shape.',
    });
  }
  return value.data;
}
