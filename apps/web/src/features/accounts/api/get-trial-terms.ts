import { TrialTermsResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** What a trial is given, from the server's TRIAL (decision 040): the same for everyone. */
export const trialTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'trial-terms'],
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.trial, TrialTermsResponse, { auth: false, signal }),
    staleTime: 5 * 60 * 1000,
  });

export function useTrialTerms() {
  return useQuery(trialTermsQueryOptions());
}
