import { type LanguageCode, UserAgreementResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** The user agreement in a language (the server falls back, decision 041); public. */
export const userAgreementQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['content', 'user-agreement', language],
    queryFn: ({ signal }) =>
      apiGet(`${WEB_API_PATHS.userAgreement}?${new URLSearchParams({ language })}`, UserAgreementResponse, {
        auth: false,
        signal,
      }),
    staleTime: 5 * 60 * 1000,
  });

export function useUserAgreement(language: LanguageCode) {
  return useQuery(userAgreementQueryOptions(language));
}
