import type { QueryClient } from '@tanstack/react-query';

// The first element of a query key says whose data it is. Features build their keys from these
// scopes in their queryOptions factories, so dropping a scope needs no list of queries.

/**
 * Data that belongs to the member (member info, balance, bank list, favourites...): it goes
 * when the session ends and when another member signs in on this device.
 */
export const MEMBER_QUERY_SCOPE = 'member';

/** spec 4: logout clears the member info and the bank list cache (and all member data). */
export function dropMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [MEMBER_QUERY_SCOPE] });
}
