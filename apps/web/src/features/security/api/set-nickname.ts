import { MemberInfo, WEB_API_PATHS } from '@lobby/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';

/** spec 7 "nickname": the accounts call (WEB_API_PATHS.memberNickname), reused, not duplicated. */
export function setNickname(nickname: string) {
  return apiRequest(WEB_API_PATHS.memberNickname, MemberInfo, { method: 'PUT', body: { nickname } });
}

export function useSetNickname() {
  const queryClient = useQueryClient();
  // Every member answer (the header's info, the overview) shows the new name.
  return useMutation({
    mutationFn: setNickname,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_SCOPE] }),
  });
}
