import { z } from 'zod/mini';

export const ApiErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  /** The request field that failed, for validation errors (dot path). */
  field: z.optional(z.string()),
  /** Extra data for the client, e.g. `{ captcha: true }` after failed logins (spec 8). */
  value: z.optional(z.record(z.string(), z.unknown())),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  error: ApiErrorBody,
});

export function successEnvelope<T extends z.core.$ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}
