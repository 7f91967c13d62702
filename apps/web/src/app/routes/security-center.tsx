import { TRIAL_CUSTOMER_TYPE } from '@lobby/shared';
import type { QueryClient } from '@tanstack/react-query';
import { MembersOnly } from '../../components/session-guards.tsx';
import { securityOverviewQueryOptions } from '../../features/security/api/get-security-overview.ts';
import { SecurityCenterScreen } from '../../features/security/screens/security-center-screen.tsx';
import { readSession } from '../../lib/session.ts';

// /m/securityCenter, the security centre (spec 2.1, 7; issue 11): members only.

export function prefetch(queryClient: QueryClient) {
  // The overview starts with the screen's code; a trial member asks nothing (spec 6).
  const session = readSession();
  if (session && session.type !== TRIAL_CUSTOMER_TYPE)
    void queryClient.prefetchQuery(securityOverviewQueryOptions());
}

export function Component() {
  return (
    <MembersOnly>
      <SecurityCenterScreen />
    </MembersOnly>
  );
}
