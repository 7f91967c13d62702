import { type LanguageCode, MessagesResponse, WEB_API_PATHS } from '@lobby/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';
import { nextPageNo } from '../inbox-rules.ts';

/** Every inbox query starts with this key: reading a message invalidates them all. */
export const INBOX_QUERY_KEY = [MEMBER_QUERY_SCOPE, 'messages'] as const;

/** spec 7 "Inbox and mail list": the member's messages, page by page, newest first. */
export const messagesQueryOptions = (language: LanguageCode) =>
  infiniteQueryOptions({
    queryKey: [...INBOX_QUERY_KEY, 'list', language],
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        `${WEB_API_PATHS.messages}?${new URLSearchParams({ language, pageNo: String(pageParam) })}`,
        MessagesResponse,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

export function useMessages(language: LanguageCode) {
  return useInfiniteQuery(messagesQueryOptions(language));
}
