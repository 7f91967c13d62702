import { type AnnouncementsQuery, AnnouncementsResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** spec 7 "Announcements": the register screen asks for types B, group m_reg, platform M. */
const REGISTER_ANNOUNCEMENTS: AnnouncementsQuery = { types: 'B', groupName: 'm_reg', platform: 'M' };

export const registerAnnouncementsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'announcements', REGISTER_ANNOUNCEMENTS],
    queryFn: ({ signal }) =>
      apiGet(
        `${WEB_API_PATHS.announcements}?${new URLSearchParams(REGISTER_ANNOUNCEMENTS)}`,
        AnnouncementsResponse,
        {
          // spec 7: sent with an empty token.
          auth: false,
          signal,
        },
      ),
    staleTime: 60 * 1000,
    // A notice, not the form: a failed call shows nothing rather than retrying.
    retry: false,
  });

export function useRegisterAnnouncements() {
  return useQuery(registerAnnouncementsQueryOptions());
}
