import { type LanguageCode, LotteryMenuResponse, WEB_API_PATHS } from '@lobby/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pollDelay } from '../refresh.ts';
import { LOTTERY_KEY, lotteryParams, type PrizeMode, timedGet, withQuery } from './keys.ts';
import { useMenuLanguage } from './use-menu-language.ts';

/** spec 7 "Vietnamese lottery menu" for /m/moreLottery: the menu groups and their games. */
export const vnMenuQueryOptions = (language: LanguageCode, prizeMode?: PrizeMode) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'vn-menu', lotteryParams(language, prizeMode)],
    queryFn: ({ signal }) =>
      timedGet(
        withQuery(WEB_API_PATHS.lotteryVnMenu, lotteryParams(language, prizeMode)),
        LotteryMenuResponse,
        signal,
      ),
    // A language change keeps the list on screen until the new one arrives.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollDelay((query.state.data?.groups ?? []).flatMap((g) => g.gameMenus)),
  });

export const useVnMenu = (prizeMode?: PrizeMode) =>
  useQuery(vnMenuQueryOptions(useMenuLanguage(), prizeMode));
