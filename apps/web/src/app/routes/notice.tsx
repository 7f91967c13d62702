import type { QueryClient } from '@tanstack/react-query';
import { noticesQueryOptions } from '../../features/content/api/get-notices.ts';
import { NoticeScreen } from '../../features/content/screens/notice-screen.tsx';
import { currentLanguage } from '../../lib/i18n.ts';

// /m/notice (spec 2.1, 2.3, 7 "Announcements"): the first page of notices starts with the code.

export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchInfiniteQuery(noticesQueryOptions(currentLanguage()));
}

export function Component() {
  return <NoticeScreen />;
}
