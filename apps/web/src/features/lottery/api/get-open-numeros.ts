import { OpenNumerosResponse, TIMINGS, WEB_API_PATHS } from '@lobby/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOTTERY_KEY, timedGet, withQuery } from './keys.ts';

/** spec 7 "open numeros": a game's open draws, soonest first, timed for the countdown (decision 095). */
export const openNumerosQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'open-numeros', gameCode],
    queryFn: ({ signal }) =>
      timedGet(withQuery(WEB_API_PATHS.lotteryOpenNumeros, { gameCode }), OpenNumerosResponse, signal),
    // Draw events and the countdown's end refetch at once; the poll covers a stream that is down
    // (spec 4 menu refresh: at most 30 s, 7 s while no draw is open).
    refetchInterval: (query) =>
      query.state.data?.list.length ? TIMINGS.lotteryPollMaxMs : TIMINGS.lotteryPollFallbackMs,
  });

export const useOpenNumeros = (gameCode: string) => useQuery(openNumerosQueryOptions(gameCode));
