import { SecurityQuestionsResponse, type SetSecurityQuestionsRequest, WEB_API_PATHS } from '@lobby/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSecurity } from './invalidate.ts';

export function setSecurityQuestions(body: SetSecurityQuestionsRequest) {
  return apiRequest(WEB_API_PATHS.securityQuestions, SecurityQuestionsResponse, { method: 'PUT', body });
}

export function useSetSecurityQuestions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setSecurityQuestions, onSuccess: () => refreshSecurity(queryClient) });
}
