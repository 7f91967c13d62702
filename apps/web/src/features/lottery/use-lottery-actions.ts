import { PRIZE_MODES, ROUTES, TOASTS } from '@lobby/shared';
import { useCallback, useState } from 'react';
import { errorMessageKey } from '../../lib/error-message.ts';
import { clearToast, showLoading, showToast } from '../../lib/feedback.ts';
import { useLocation, useNavigate, useSearchParams } from '../../lib/router.ts';
import { useSession } from '../../lib/session.ts';
import { useTranslation } from '../../lib/translation.ts';
import type { PrizeMode } from './api/keys.ts';
import { launchLottery } from './api/launch-lottery.ts';
import type { LotteryItemGame } from './components/lottery-item.tsx';
import { readLotteryFavs, toggleLotteryFav } from './lottery-fav.ts';

/**
 * The prize mode of spec 4: the route's `prize_mode` (the Home tile puts the mapping's choice
 * there, decision 093), else the lottery mode.
 */
export function routePrizeMode(search: URLSearchParams): PrizeMode {
  const asked = search.get('prize_mode') ?? search.get('prizeMode');
  return (PRIZE_MODES as readonly string[]).includes(asked ?? '') ? (asked as PrizeMode) : 'Lott';
}

/**
 * What the lottery lobby's taps do (spec 4): hearts toggle the member's LOTTFAV list (a guest
 * goes to /m/login), a game launches its betting screen through GET lotteryLaunch.
 */
export function useLotteryActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const prizeMode = routePrizeMode(params);
  const userName = useSession()?.userName;
  const [favs, setFavs] = useState<number[]>(() => readLotteryFavs(userName));
  const [favsOf, setFavsOf] = useState(userName);
  if (favsOf !== userName) {
    setFavsOf(userName);
    setFavs(readLotteryFavs(userName));
  }
  const toLogin = useCallback(() => navigate(ROUTES.login), [navigate]);

  const toggleFav = (game: LotteryItemGame) => {
    if (!userName) return toLogin();
    const added = !favs.includes(game.gameId);
    setFavs(toggleLotteryFav(userName, game.gameId));
    void showToast(
      t(added ? 'lottery.in_collection' : 'lottery.in_cancel_collection'),
      TOASTS.shortMs,
      'success',
    );
  };

  const open = (game: LotteryItemGame) => {
    if (!userName) return toLogin();
    void showLoading(t('lottery.launching'), TOASTS.logoutLoadingMs);
    const backUrl = /^\/m\/[A-Za-z0-9/_?=&.%-]{0,200}$/.test(pathname + search)
      ? pathname + search
      : pathname;
    launchLottery(game.gameCode, prizeMode, backUrl).then(
      ({ gameUrl }) => {
        void clearToast();
        if (gameUrl.startsWith('/m/')) navigate(gameUrl);
        else window.location.assign(gameUrl);
      },
      (error: unknown) => {
        void clearToast();
        void showToast(t(errorMessageKey(error)), TOASTS.shortMs, 'fail');
      },
    );
  };

  return { favs, signedIn: userName !== undefined, prizeMode, toggleFav, open, toLogin };
}
