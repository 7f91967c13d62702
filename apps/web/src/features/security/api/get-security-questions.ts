import { SecurityQuestionsResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { securityOverviewQueryOptions } from './get-security-overview.ts';

/** Which questions the member chose (never the answers); under the overview's key, so it refreshes with it. */
export const securityQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: [...securityOverviewQueryOptions().queryKey, 'questions'],
    queryFn: ({ signal }) => apiGet(WEB_API_PATHS.securityQuestions, SecurityQuestionsResponse, { signal }),
  });

export function useSecurityQuestions(enabled: boolean) {
  return useQuery({ ...securityQuestionsQueryOptions(), enabled });
}
