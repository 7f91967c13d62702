import { ERROR_STATUS, type ErrorCode, ErrorEnvelope, successEnvelope } from '@lobby/shared';
import type { z } from 'zod/mini';

// The two envelopes of every JSON answer, built in one place (issue 7 "one source per fact").

/** `{ success: true, value }`. */
export const ok = <T>(value: T) => ({ success: true as const, value });

type Status<C extends ErrorCode> = (typeof ERROR_STATUS)[C];

/**
 * A route's `response` schemas: 200 with `value`, and the error envelope under the status of each
 * error code the route can answer, taken from the shared code -> status map (decision 019).
 */
export function responses<T extends z.core.$ZodType, C extends ErrorCode>(value: T, codes: readonly C[]) {
  const errors = Object.fromEntries(codes.map((code) => [ERROR_STATUS[code], ErrorEnvelope]));
  return { ...errors, 200: successEnvelope(value) } as {
    200: ReturnType<typeof successEnvelope<T>>;
  } & Record<Status<C>, typeof ErrorEnvelope>;
}
