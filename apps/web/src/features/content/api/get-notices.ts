import { type LanguageCode, NoticesResponse, WEB_API_PATHS } from '@lobby/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Notices per page on /m/notice: a phone screen and a half of titles. */
export const NOTICES_PAGE_SIZE = 10;

/** spec 7 "Announcements": the notices of /m/notice, newest first, page by page; public. */
export const noticesQueryOptions = (language: LanguageCode) =>
  infiniteQueryOptions({
    queryKey: ['content', 'notices', language],
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        `${WEB_API_PATHS.notices}?${new URLSearchParams({
          platform: 'M',
          language,
          pageNo: String(pageParam),
          pageSize: String(NOTICES_PAGE_SIZE),
        })}`,
        NoticesResponse,
        { auth: false, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: 60 * 1000,
  });

export function useNotices(language: LanguageCode) {
  return useInfiniteQuery(noticesQueryOptions(language));
}
