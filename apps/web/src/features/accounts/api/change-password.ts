import type { ChangePasswordRequest } from '@lobby/shared';
import { WEB_API_PATHS } from '@lobby/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client.ts';

/** spec 7 "change password (passWordChangeV2)", with the session; the member's other sessions end. */
export function changePassword(input: ChangePasswordRequest) {
  return apiRequest(WEB_API_PATHS.passwordChange, z.null(), { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
