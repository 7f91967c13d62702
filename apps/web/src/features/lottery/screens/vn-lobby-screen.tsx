import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { useDrawEvents } from '../api/draw-events.ts';
import { useVnMenu } from '../api/get-vn-menu.ts';
import { LotteryList } from '../components/lottery-list.tsx';
import { LotteryTabs } from '../components/lottery-tabs.tsx';
import { sortByFavourite } from '../lottery-fav.ts';
import { FAV_TAB, HOT_TAB, lobbyTabs, tabGames } from '../lottery-rules.ts';
import { useLotteryActions } from '../use-lottery-actions.ts';
import '../components/lottery.css';

// /m/moreLottery, the Vietnamese lottery lobby (spec 2.12; decision 093): tabs HOT, FAV, then
// the server's menu groups, from GET lotteryVnMenu. The bottom menu is hidden here (spec 2.1).

export function VnLobbyScreen() {
  const { t } = useTranslation();
  const actions = useLotteryActions();
  const menu = useVnMenu(actions.prizeMode);
  useDrawEvents();
  const [tab, setTab] = useState(HOT_TAB);
  const groups = menu.data?.groups ?? [];
  const tabs = lobbyTabs(groups);
  const current = tabs.some((candidate) => candidate.tag === tab) ? tab : HOT_TAB;
  const entries = tabGames(groups, current, actions.favs);
  const games = current === FAV_TAB ? entries : sortByFavourite(entries, actions.favs);
  const choose = (next: string) => {
    // spec 4: the FAV tab is the member's; a guest goes to log in.
    if (next === FAV_TAB && !actions.signedIn) return actions.toLogin();
    setTab(next);
  };
  return (
    <main className="page-content lottery-page lottery-vn">
      <h1 className="visually-hidden">{t('lottery.vnTitle')}</h1>
      <LotteryTabs tabs={tabs} current={current} onChoose={choose} />
      <section id="lottery-tab-panel" role="tabpanel" aria-labelledby={`lottery-tab-${current}`}>
        <LotteryList
          games={games}
          answer={menu.data}
          pending={menu.isPending}
          failed={menu.isError && !menu.data}
          favs={actions.favs}
          empty={current === FAV_TAB ? t('lottery.noFavourites') : undefined}
          onOpen={actions.open}
          onFavourite={actions.toggleFav}
          onTimeUp={() => void menu.refetch()}
          onRetry={() => void menu.refetch()}
        />
      </section>
    </main>
  );
}
