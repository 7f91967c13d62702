import { LoginResponse, WEB_API_PATHS } from '@lobby/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The one-tap login of a remembered device (issue 8, docs/decisions/035). The remember token is
// an HttpOnly cookie scoped to this path: the browser sends it, script never reads it.

/** Logs in with this device's remember token and rotates it; REMEMBER_TOKEN_INVALID when it ended. */
export function rememberedLogin() {
  return apiRequest(WEB_API_PATHS.sessionRemembered, LoginResponse, {
    method: 'POST',
    body: {},
    auth: false,
  });
}

export function useRememberedLogin() {
  return useMutation({ mutationFn: rememberedLogin });
}
