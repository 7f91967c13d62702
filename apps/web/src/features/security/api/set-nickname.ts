import { API_PATHS, MemberInfo } from '@lobby/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';

/** spec 7 "nickname": the accounts call (API_PATHS.memberNickname), reused, not duplicated. */
export function setNickname(nickname: string) {
  return apiRequest(API_PATHS.memberNickname, MemberInfo, { method: 'PUT', body: { nickname } });
}

export function useSetNickname() {
  const queryClient = useQueryClient();
  // Every member answer (the header's info, the overview) shows the new name.
  return useMutation({
    mutationFn: setNickname,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_SCOPE] }),
  });
}
