import { type LanguageCode, LotteryListResponse, WEB_API_PATHS } from '@lobby/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pollDelay } from '../refresh.ts';
import { LOTTERY_KEY, lotteryParams, type PrizeMode, timedGet, withQuery } from './keys.ts';
import { useMenuLanguage } from './use-menu-language.ts';

/** spec 7 "Lottery list" for /m/lottery: every lottery game with its current draw. */
export const lotteryListQueryOptions = (language: LanguageCode, prizeMode?: PrizeMode) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'list', lotteryParams(language, prizeMode)],
    queryFn: ({ signal }) =>
      timedGet(
        withQuery(WEB_API_PATHS.lotteryList, lotteryParams(language, prizeMode)),
        LotteryListResponse,
        signal,
      ),
    // A language change keeps the list on screen until the new one arrives.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollDelay(query.state.data?.list ?? []),
  });

export const useLotteryList = (prizeMode?: PrizeMode) =>
  useQuery(lotteryListQueryOptions(useMenuLanguage(), prizeMode));
