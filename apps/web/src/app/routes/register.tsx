import type { QueryClient } from '@tanstack/react-query';
import { GuestsOnly } from '../../components/session-guards.tsx';
import { RegisterScreen } from '../../features/accounts/screens/register-screen.tsx';
import { registerAnnouncementsQueryOptions } from '../../features/content/api/get-announcements.ts';
import { RegisterNotices } from '../../features/content/components/register-notices.tsx';

// /m/register (spec 2.6): the accounts feature's form under the content feature's notices.

export function Component() {
  return (
    <GuestsOnly>
      <RegisterScreen notices={<RegisterNotices />} />
    </GuestsOnly>
  );
}

/** spec 2.6: the screen always fetches the m_reg announcements on load (docs/decisions/027). */
export function prefetch(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(registerAnnouncementsQueryOptions());
}
