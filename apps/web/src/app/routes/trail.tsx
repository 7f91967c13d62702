import type { QueryClient } from '@tanstack/react-query';
import { trialTermsQueryOptions } from '../../features/accounts/api/get-trial-terms.ts';
import { TrailScreen } from '../../features/accounts/screens/trail-screen.tsx';

// /m/trail, free trial (spec 2.1, 2.5; decision 040). The terms start with the screen's code.

export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(trialTermsQueryOptions());
}

export function Component() {
  return <TrailScreen />;
}
