import { WEB_API_PATHS } from '@lobby/shared';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * "Not you?", remember unchecked (docs/decisions/035): the server revokes this device's remember
 * token (the HttpOnly cookie the browser sends) and clears the cookie.
 */
export function forgetRememberedDevice() {
  return apiRequest(WEB_API_PATHS.sessionRemembered, z.null(), { method: 'DELETE', auth: false });
}
