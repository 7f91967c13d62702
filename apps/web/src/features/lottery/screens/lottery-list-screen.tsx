import { useTranslation } from '../../../lib/translation.ts';
import { useDrawEvents } from '../api/draw-events.ts';
import { useLotteryList } from '../api/get-lottery-list.ts';
import { LotteryList } from '../components/lottery-list.tsx';
import { sortByFavourite } from '../lottery-fav.ts';
import { useLotteryActions } from '../use-lottery-actions.ts';
import '../components/lottery.css';

// /m/lottery (spec 2.1, 2.12; decision 093): every lottery game from GET lotteryList, the
// member's favourites first.

export function LotteryListScreen() {
  const { t } = useTranslation();
  const actions = useLotteryActions();
  const list = useLotteryList(actions.prizeMode);
  useDrawEvents();
  const games = sortByFavourite(list.data?.list ?? [], actions.favs);
  return (
    <main className="page-content lottery-page">
      <h1 className="visually-hidden">{t('lottery.title')}</h1>
      <LotteryList
        games={games}
        answer={list.data}
        pending={list.isPending}
        failed={list.isError && !list.data}
        favs={actions.favs}
        onOpen={actions.open}
        onFavourite={actions.toggleFav}
        onTimeUp={() => void list.refetch()}
        onRetry={() => void list.refetch()}
      />
    </main>
  );
}
