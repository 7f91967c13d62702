import { VerifyEmailResponse, WEB_API_PATHS } from '@lobby/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSecurity } from './invalidate.ts';

// E-mail bind (decision 057): ask for the link, then open it (the token is the proof).

export function requestEmailLink(email: string) {
  return apiRequest(WEB_API_PATHS.securityEmail, VerifyEmailResponse, { method: 'POST', body: { email } });
}

export function verifyEmailLink(token: string) {
  return apiRequest(WEB_API_PATHS.securityEmailVerify, VerifyEmailResponse, {
    method: 'POST',
    body: { token },
  });
}

export function useRequestEmailLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestEmailLink, onSuccess: () => refreshSecurity(queryClient) });
}

export function useVerifyEmailLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyEmailLink, onSuccess: () => refreshSecurity(queryClient) });
}
