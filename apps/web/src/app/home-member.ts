import { MemberInfo, WEB_API_PATHS } from '@lobby/shared';
import { memberInfoQueryOptions } from '../features/accounts/api/get-member-info.ts';
import { balanceQueryOptions } from '../features/wallet/api/get-balance.ts';
import { apiRequest } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-provider.tsx';

/**
 * spec 2.4, 7 "member info (and renew)": Home, shown to a signed-in member, renews the session
 * (its answer is the member info the header shows) and loads the wallet balance, unless the
 * header has just loaded it. Loaded only for a member, with TanStack Query, which the logged-in
 * header brings anyway (decision 026).
 */
export async function loadMemberHome(): Promise<void> {
  const [member] = await Promise.all([
    apiRequest(WEB_API_PATHS.sessionRenew, MemberInfo, { method: 'POST' }),
    queryClient.fetchQuery(balanceQueryOptions()),
  ]);
  queryClient.setQueryData(memberInfoQueryOptions().queryKey, member);
}
