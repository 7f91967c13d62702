import { HeadIconResponse, WEB_API_PATHS } from '@lobby/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberInfoQueryOptions } from './get-member-info.ts';

/** spec 7 "head icon": set, form-encoded (`icon=5`); a trial member is refused (decision 014). */
export function setHeadIcon(icon: number) {
  return apiRequest(WEB_API_PATHS.memberHeadIcon, HeadIconResponse, {
    method: 'POST',
    form: { icon: String(icon) },
  });
}

/** Changes the head icon; the member info every screen reads shows the new one at once. */
export function useSetHeadIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHeadIcon,
    onSuccess: ({ icon }) => {
      queryClient.setQueryData(memberInfoQueryOptions().queryKey, (info) =>
        info ? { ...info, headIcon: icon } : info,
      );
    },
  });
}
