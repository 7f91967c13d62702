import { MemberInfo, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';

/** spec 3 "Member info", 7 "member info (and renew)": dropped with all member data on logout. */
export const memberInfoQueryOptions = () =>
  queryOptions({
    queryKey: [MEMBER_QUERY_SCOPE, 'info'],
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.member, MemberInfo, { signal }),
  });

/** Only with a session: a guest has no member info to ask for. */
export function useMemberInfo(enabled: boolean) {
  return useQuery({ ...memberInfoQueryOptions(), enabled });
}
