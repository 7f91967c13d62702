import { VendorGameTypesResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { LANGUAGE_DEPENDENT } from '../../../lib/language-queries.ts';
import { CATALOGUE_KEY, withQuery } from './keys.ts';
import { cachedLocally, keepLocally } from './local-cache.ts';

/** spec 7 "vendor game types" (typeId=1): the home tabs' order and each category's vendors. */
export const vendorGameTypesQueryOptions = () => {
  const language = currentLanguage();
  const key = [...CATALOGUE_KEY, 'vendor-types', language] as const;
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      keepLocally(key, () =>
        apiGet(withQuery(WEB_API_PATHS.gameVendorTypes, { typeId: 1, language }), VendorGameTypesResponse, {
          signal,
          auth: false,
        }),
      )(),
    ...cachedLocally(key, VendorGameTypesResponse),
    meta: LANGUAGE_DEPENDENT,
  });
};

export const useVendorGameTypes = () => useQuery(vendorGameTypesQueryOptions());
