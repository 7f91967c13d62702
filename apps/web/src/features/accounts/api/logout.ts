import { WEB_API_PATHS } from '@lobby/shared';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client.ts';

/** spec 7 "logout": revokes the session the call carries. */
export function deleteSession() {
  return apiRequest(WEB_API_PATHS.session, z.null(), { method: 'DELETE' });
}
