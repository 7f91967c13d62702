import { RecentResultsResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { LOTTERY_KEY, withQuery } from './keys.ts';

/** spec 7 "recent results": a game's last draws with seed and result once drawn (decision 096). */
export const recentResultsQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'results', gameCode],
    queryFn: ({ signal }) =>
      apiGet(withQuery(WEB_API_PATHS.lotteryRecentResults, { gameCode, limit: 10 }), RecentResultsResponse, {
        signal,
        auth: false,
      }),
  });

export const useRecentResults = (gameCode: string) => useQuery(recentResultsQueryOptions(gameCode));
