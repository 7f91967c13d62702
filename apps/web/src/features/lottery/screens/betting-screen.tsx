import type { DrawEvent, PlaceBetsResponse } from '@lobby/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useMemberEvent } from '../../../lib/use-member-event.ts';
import { useDrawEvents } from '../api/draw-events.ts';
import { useLotteryList } from '../api/get-lottery-list.ts';
import { myBetsQueryOptions } from '../api/get-my-bets.ts';
import { useMenuLanguage } from '../api/use-menu-language.ts';
import { bettingBackUrl, loginPathFor } from '../betting-rules.ts';
import { BetForm } from '../components/bet-form.tsx';
import { BetSlip } from '../components/bet-slip.tsx';
import { BettingHeader } from '../components/betting-header.tsx';
import { MyBetsPanel, ResultsPanel } from '../components/betting-panels.tsx';
import { BettingTabs } from '../components/betting-tabs.tsx';
import { useBetSlip } from '../use-bet-slip.ts';
import { useCurrentDraw } from '../use-current-draw.ts';
import { routePrizeMode } from '../use-lottery-actions.ts';
import '../components/lottery.css';
import '../components/betting.css';

// /m/startLottery?gameCode=..&view=betting (spec 2.1, 7 "lottery launch"; issue 13 "Betting
// page"; decision 095): bet, my bets and results of one game. Plain elements and CSS only, so
// the page's chunk stays light.

const TABS = ['bet', 'myBets', 'results'] as const;

interface Props {
  /** The wallet balance, composed by the route (features do not import each other). */
  balance: ReactNode;
  /** After a placed slip: the route refreshes what other features show (the balance). */
  onPlaced: (answer: PlaceBetsResponse) => void;
}

export function BettingScreen({ balance, onPlaced }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const gameCode = params.get('gameCode') ?? '';
  const backUrl = bettingBackUrl(params.get('backUrl'));
  const signedIn = useSession() !== null;
  const [tab, setTab] = useState<(typeof TABS)[number]>('bet');

  const list = useLotteryList(routePrizeMode(params));
  const game = list.data?.list.find((candidate) => candidate.gameCode === gameCode);
  const current = useCurrentDraw(gameCode);
  const language = useMenuLanguage();
  const toLogin = () => navigate(loginPathFor(pathname + search));

  const refreshBets = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: myBetsQueryOptions(gameCode, language).queryKey }),
    [queryClient, gameCode, language],
  );
  const { closed } = current;
  useDrawEvents(
    useCallback(
      (event: DrawEvent) => {
        if (event.gameCode !== gameCode) return;
        if (event.state === 'locked') closed(event.numero);
        refreshBets();
      },
      [gameCode, closed, refreshBets],
    ),
  );
  useMemberEvent('lotteryBet', (event) => {
    if (event.gameCode === gameCode) refreshBets();
  });

  const slip = useBetSlip({
    gameCode,
    // A slip refused because the draw closed moves the page to the next numero.
    onDrawClosed: closed,
    onPlaced: (answer) => {
      refreshBets();
      onPlaced(answer);
    },
  });
  const confirm = () => {
    if (!signedIn) return toLogin();
    if (!current.draw || !current.onSale) return;
    slip.confirm(current.draw.numero);
  };
  const missing = list.isSuccess && !game;
  return (
    <main className="page-content lottery-betting">
      <BettingHeader backUrl={backUrl} name={game?.remark ?? gameCode} current={current} />
      {balance}
      {missing ? (
        <p className="lottery-note">{t('errors.LOTTERY_GAME_NOT_FOUND')}</p>
      ) : (
        <>
          <BettingTabs tabs={TABS} current={tab} onChoose={setTab} />
          <section id="betting-panel" role="tabpanel" aria-labelledby={`betting-tab-${tab}`}>
            {!game ? (
              <p className="lottery-note">{list.isError ? t('lottery.failed') : t('lottery.loading')}</p>
            ) : tab === 'bet' ? (
              <>
                <BetForm key={game.family} family={game.family} onAdd={slip.add} />
                <BetSlip
                  slip={slip.slip}
                  status={slip.status}
                  onSale={current.onSale}
                  signedIn={signedIn}
                  onRemove={slip.remove}
                  onConfirm={confirm}
                />
              </>
            ) : tab === 'myBets' ? (
              <MyBetsPanel gameCode={gameCode} signedIn={signedIn} toLogin={toLogin} />
            ) : (
              <ResultsPanel gameCode={gameCode} family={game.family} />
            )}
          </section>
        </>
      )}
    </main>
  );
}
