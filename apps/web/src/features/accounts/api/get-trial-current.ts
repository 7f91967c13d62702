import { API_PATHS, TrialCurrentResponse } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';

/** When the signed-in trial ends (null for a real member); member data, dropped on logout. */
export const trialCurrentQueryOptions = () =>
  queryOptions({
    queryKey: [MEMBER_QUERY_SCOPE, 'trial-current'],
    queryFn: ({ signal }) => apiGet(API_PATHS.trialCurrent, TrialCurrentResponse, { signal }),
  });

/** Only for a trial session: nobody else has a trial to ask about. */
export function useTrialCurrent(enabled: boolean) {
  return useQuery({ ...trialCurrentQueryOptions(), enabled });
}
