import { HelpResponse, type LanguageCode, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** spec 2.13, 7: the help centre's items, asked for with device=MOBILE and the language; public. */
export const helpQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['content', 'help', language],
    queryFn: ({ signal }) =>
      apiGet(
        `${WEB_API_PATHS.help}?${new URLSearchParams({ device: 'MOBILE', lang: language })}`,
        HelpResponse,
        {
          auth: false,
          signal,
        },
      ),
    staleTime: 5 * 60 * 1000,
  });

export function useHelp(language: LanguageCode) {
  return useQuery(helpQueryOptions(language));
}
