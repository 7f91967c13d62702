import {
  ResetLinkCheckResponse,
  type ResetPasswordRequest,
  ResetPasswordResponse,
  ResetToken,
  WEB_API_PATHS,
} from '@lobby/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** A token that cannot be one is a dead link without asking the server. */
const linkInvalid = () => new ApiError(400, { code: 'RESET_LINK_INVALID', message: 'Invalid reset link' });

/** Whose password the e-mailed link resets, while it is live (once per opening: gcTime 0). */
export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['passwords', 'reset-link', token],
    queryFn: ({ signal }) =>
      ResetToken.safeParse(token).success
        ? apiRequest(WEB_API_PATHS.passwordResetCheck, ResetLinkCheckResponse, {
            method: 'POST',
            body: { token },
            auth: false,
            signal,
          })
        : Promise.reject(linkInvalid()),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function useResetLink(token: string) {
  return useQuery(resetLinkQueryOptions(token));
}

/** Sets the new password with the link (single use); answers the account to log in with. */
export function resetPassword(input: ResetPasswordRequest) {
  return apiRequest(WEB_API_PATHS.passwordReset, ResetPasswordResponse, {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
