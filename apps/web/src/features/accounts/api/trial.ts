import { TRIAL_MODULE, TrialResponse, WEB_API_PATHS } from '@lobby/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** spec 2.5, 7 "test play": a fresh trial member (customer type 4), logged in. */
export function startTrial() {
  return apiRequest(WEB_API_PATHS.trial, TrialResponse, {
    method: 'POST',
    body: { module: TRIAL_MODULE },
    auth: false,
  });
}

export function useTrial() {
  return useMutation({ mutationFn: startTrial });
}
