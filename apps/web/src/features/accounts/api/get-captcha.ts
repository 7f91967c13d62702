import { API_PATHS, CaptchaResponse } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** spec 7 "captcha": every fetch is a new image; `refetch` is the refresh of spec 2.6 item 6. */
export const captchaQueryOptions = (scope: string) =>
  queryOptions({
    queryKey: ['verification', 'captcha', scope],
    queryFn: () => apiGet(API_PATHS.captcha, CaptchaResponse, { auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: 1,
  });

/** `enabled` false until the captcha is shown (spec 2.5: only after the server demands it). */
export function useCaptcha(scope: string, enabled: boolean) {
  return useQuery({ ...captchaQueryOptions(scope), enabled });
}
