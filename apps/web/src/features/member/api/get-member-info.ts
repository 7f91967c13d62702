import { MemberInfo, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';

/**
 * spec 3 "Member info", 7 "member info". The key is the one the header's member info uses
 * (features/accounts), on purpose: the refresh the member centre makes, and a new head icon,
 * reach the header too. Dropped with all member data on logout.
 */
export const memberInfoQueryOptions = () =>
  queryOptions({
    queryKey: [MEMBER_QUERY_SCOPE, 'info'],
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.member, MemberInfo, { signal }),
  });

/** spec 2.9: "On opening with a session, member info is refreshed", whatever the cache holds. */
export function useFreshMemberInfo(enabled: boolean) {
  return useQuery({ ...memberInfoQueryOptions(), enabled, refetchOnMount: 'always' });
}
