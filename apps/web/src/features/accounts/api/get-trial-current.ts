import { TrialCurrentResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';

/** When the signed-in trial ends (null for a real member); member data, dropped on logout. */
export const trialCurrentQueryOptions = () =>
  queryOptions({
    queryKey: [MEMBER_QUERY_SCOPE, 'trial-current'],
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.trialCurrent, TrialCurrentResponse, { signal }),
  });

/** Only for a trial session: nobody else has a trial to ask about. */
export function useTrialCurrent(enabled: boolean) {
  return useQuery({ ...trialCurrentQueryOptions(), enabled });
}
