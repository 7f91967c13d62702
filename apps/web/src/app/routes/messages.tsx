import type { QueryClient } from '@tanstack/react-query';
import { MembersOnly } from '../../components/session-guards.tsx';
import { messagesQueryOptions } from '../../features/messages/api/get-messages.ts';
import { InboxScreen } from '../../features/messages/screens/inbox-screen.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { readSession } from '../../lib/session.ts';

// /m/message, /m/webEmail, the message centre (spec 2.1, 2.9; decision 047): members only.

export function prefetch(queryClient: QueryClient) {
  // The first page starts with the screen's code; a guest is sent home, so nothing is asked.
  if (readSession()) void queryClient.prefetchInfiniteQuery(messagesQueryOptions(currentLanguage()));
}

export function Component() {
  return (
    <MembersOnly>
      <InboxScreen />
    </MembersOnly>
  );
}
