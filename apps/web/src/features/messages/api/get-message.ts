import { type LanguageCode, MessageDetail, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '../../../lib/api-client.ts';
import { refreshUnreadCount } from '../../../lib/unread-count.ts';
import { INBOX_QUERY_KEY } from './get-messages.ts';

/** spec 7: one message; the server marks it read when it answers. */
export const messageQueryOptions = (id: number, language: LanguageCode) =>
  queryOptions({
    queryKey: [...INBOX_QUERY_KEY, 'detail', id, language],
    queryFn: ({ signal }) =>
      apiGet(
        `${WEB_API_PATHS.message.replace(':id', String(id))}?${new URLSearchParams({ language })}`,
        MessageDetail,
        { signal },
      ),
    // A message does not change once sent; a 404 stays a 404.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * Opens a message. Once it has been read, the list's dot and the unread count follow without a
 * reload: the list is asked again and the count refreshed.
 */
export function useMessage(id: number, language: LanguageCode) {
  const queryClient = useQueryClient();
  const query = useQuery(messageQueryOptions(id, language));
  const readAt = query.isSuccess ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (readAt === 0) return;
    void queryClient.invalidateQueries({ queryKey: [...INBOX_QUERY_KEY, 'list'] });
    void refreshUnreadCount();
  }, [readAt, queryClient]);
  return query;
}
