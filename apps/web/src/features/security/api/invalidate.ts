import type { QueryClient } from '@tanstack/react-query';
import { securityOverviewQueryOptions } from './get-security-overview.ts';

/** After any change: the overview and every security answer under it (cards too) refetch. */
export function refreshSecurity(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: securityOverviewQueryOptions().queryKey });
}
