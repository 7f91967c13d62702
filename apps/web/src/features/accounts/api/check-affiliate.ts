import { AffiliateCheckResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** spec 4 "Affiliate code", 7 "affiliate check": is the link's code valid on this domain? */
export const affiliateCheckQueryOptions = (code: string, domain: string) =>
  queryOptions({
    queryKey: ['accounts', 'affiliate-check', code, domain],
    queryFn: ({ signal }) =>
      apiGet(
        `${WEB_API_PATHS.affiliateCheck}?${new URLSearchParams({ code, domain })}`,
        AffiliateCheckResponse,
        {
          auth: false,
          signal,
        },
      ),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });

/** Checks `code` once it is known; undefined (no code in the link) asks nothing. */
export function useAffiliateCheck(code: string | undefined, domain: string) {
  return useQuery({ ...affiliateCheckQueryOptions(code ?? '', domain), enabled: code !== undefined });
}
