import { LOTTERY_AREA, LotteryLaunchResponse, WEB_API_PATHS } from '@lobby/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type PrizeMode, withQuery } from './keys.ts';

/** spec 7 "lottery launch": the betting screen of one game; answers value.gameUrl. */
export function launchLottery(gameCode: string, prizeMode: PrizeMode, backUrl: string) {
  return apiGet(
    withQuery(WEB_API_PATHS.lotteryLaunch, {
      lottoArea: LOTTERY_AREA,
      launchMode: 'LOTT',
      lottoPrizeMode: prizeMode,
      lottoGameCode: gameCode,
      lottoView: 'betting',
      device: 'MOBILE',
      backUrl,
      language: currentLanguage(),
    }),
    LotteryLaunchResponse,
  );
}
