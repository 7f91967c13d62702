import { z } from 'zod/mini';

/** Session info kept in the browser under MC_SESSION_INFO (spec 3). */
export const SessionInfo = z.object({
  token: z.string(),
  merchantCode: z.string(),
  userName: z.string(),
  /** Customer type, numeric (spec 6). */
  type: z.number(),
  firstTimeLogin: z.optional(z.boolean()),
});
export type SessionInfo = z.infer<typeof SessionInfo>;
