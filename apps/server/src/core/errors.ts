import { ERROR_STATUS, type ErrorCode, type ErrorStatus } from '@lobby/shared';

export interface AppErrorExtra {
  /** The request field at fault (dot path), answered as error.field. */
  field?: string | undefined;
  /** Extra data for the client, answered as error.value (e.g. `{ captcha: true }`, spec 8). */
  value?: Record<string, unknown> | undefined;
  /** Seconds until a retry may succeed: the envelope plugin sends it as `Retry-After`. */
  retryAfter?: number | undefined;
}

/** An error meant for the client: services throw it, the envelope plugin answers it as is. */
export class AppError extends Error {
  /** From the shared code -> status map, never typed by hand (issue 7, docs/decisions/019). */
  readonly status: ErrorStatus;
  readonly field: string | undefined;
  readonly value: Record<string, unknown> | undefined;
  readonly retryAfter: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    extra: AppErrorExtra = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.field = extra.field;
    this.value = extra.value;
    this.retryAfter = extra.retryAfter;
  }
}

export const appError = (code: ErrorCode, message: string, extra?: AppErrorExtra) =>
  new AppError(code, message, extra);

export const validationError = (field: string, message: string) =>
  appError('VALIDATION_ERROR', `${field}: ${message}`, { field });

/** A 429 that says when to come back, in the header and in error.value (issue 3 "Rate limits"). */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  appError('RATE_LIMITED', message, {
    value: { retryAfter: retryAfterSeconds },
    retryAfter: retryAfterSeconds,
  });

/** spec 3: every merchant-dependent call answers this until the seed ran. */
export const merchantNotConfigured = () =>
  appError('SERVICE_UNAVAILABLE', 'The merchant is not configured yet.');

/** A PostgreSQL unique violation (23505), thrown as is or wrapped by drizzle; on `constraint` when given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || name === undefined || name === constraint)) {
      return true;
    }
  }
  return false;
}
