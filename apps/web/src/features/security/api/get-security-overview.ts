import { SecurityOverview, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';

/** What the security centre's rows show (issue 11); dropped with all member data on logout. */
export const securityOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [MEMBER_QUERY_SCOPE, 'security'],
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.security, SecurityOverview, { signal }),
  });

export function useSecurityOverview(enabled: boolean) {
  return useQuery({ ...securityOverviewQueryOptions(), enabled });
}
