import { type LanguageCode, MyBetsResponse, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_SCOPE } from '../../../lib/query-scopes.ts';
import { withQuery } from './keys.ts';

/** GET lotteryBets?gameCode=: the member's bets on one game, newest first (decision 095). */
export const myBetsQueryOptions = (gameCode: string, language: LanguageCode) =>
  queryOptions({
    // Under the member scope: a logout drops them with the rest of the member's data.
    queryKey: [MEMBER_QUERY_SCOPE, 'lottery', 'bets', gameCode, language],
    queryFn: ({ signal }) =>
      apiGet(withQuery(WEB_API_PATHS.lotteryBets, { gameCode, limit: 20, language }), MyBetsResponse, {
        signal,
      }),
  });

export const useMyBets = (gameCode: string, language: LanguageCode, enabled: boolean) =>
  useQuery({ ...myBetsQueryOptions(gameCode, language), enabled });
