import { SystemCountriesResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** spec 7 "system countries": the dialing codes of the pickers in 2.5, 2.6 and 2.7. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'countries'],
    queryFn: () => apiGet(WEB_API_PATHS.countries, SystemCountriesResponse, { auth: false }),
    staleTime: 60 * 60 * 1000,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
