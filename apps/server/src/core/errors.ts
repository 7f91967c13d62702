import type { ErrorCode } from '@lobby/shared';

/** An error meant for the client: services throw it, the envelope plugin answers it as is. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly field?: string,
    /** Extra data for the client, answered as error.value (e.g. `{ captcha: true }`, spec 8). */
    readonly value?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function validationError(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', 400, `${field}: ${message}`, field);
}
