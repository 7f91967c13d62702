import type { GameItem } from '@lobby/shared';
import { useLoadWhenNear } from '../../../lib/load-when-near.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useFavourites } from '../api/get-favourites.ts';
import { useGameList } from '../api/get-game-list.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { useRecent } from '../api/get-recent.ts';
import type { ListState } from '../list-filter.ts';
import { useScrollRestore } from '../scroll-restore.ts';
import { GameGrid } from './game-grid.tsx';
import { Spinner } from './home-game-tabs.tsx';

// The games of a list state (spec 2.11, 4, 8, 9): the game list, recent (25 a page), favourites
// or hot; the next page when the end comes within 500 px, at most once a second; a failed page
// stops the paging until the member asks again; a spinner, and an empty state.

interface Paged {
  games: GameItem[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  nextFailed: boolean;
  fetchNextPage: () => void;
  refetch: () => void;
}

function usePaged(state: ListState, signedIn: boolean): Paged {
  const list = useGameList(state, state.view === 'list');
  const recent = useRecent(state.gameType, signedIn && state.view === 'recent');
  const favourites = useFavourites(state.gameType, signedIn && state.view === 'favourites');
  const hot = useHotGames(state.gameType, state.vassalage, state.view === 'hot');
  if (state.view === 'hot') {
    return {
      games: hot.data?.games ?? [],
      isPending: hot.isPending,
      isError: hot.isError,
      hasNextPage: false,
      isFetchingNextPage: false,
      nextFailed: false,
      fetchNextPage: () => undefined,
      refetch: () => void hot.refetch(),
    };
  }
  const query = state.view === 'recent' ? recent : state.view === 'favourites' ? favourites : list;
  const pages = query.data?.pages ?? [];
  const games = pages.flatMap((page) =>
    'games' in page ? page.games : 'content' in page ? page.content : page.list,
  );
  return {
    games,
    isPending: query.isPending && query.fetchStatus !== 'idle',
    isError: query.isError && !query.isFetchNextPageError,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    nextFailed: query.isFetchNextPageError,
    fetchNextPage: () => void query.fetchNextPage(),
    refetch: () => void query.refetch(),
  };
}

export function GameResults({
  state,
  label,
  scrollKey,
}: {
  state: ListState;
  label: string;
  scrollKey: string;
}) {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  const paged = usePaged(state, signedIn);
  const canLoadMore = paged.hasNextPage && !paged.isFetchingNextPage && !paged.nextFailed;
  const sentinel = useLoadWhenNear(paged.fetchNextPage, canLoadMore);
  useScrollRestore(scrollKey, !paged.isPending);

  if (paged.isPending) return <Spinner />;
  if (paged.isError) {
    return (
      <section className="games-state" role="alert" data-testid="games-failed">
        <p>{t('games.failed')}</p>
        <button type="button" className="button button-outline" onClick={paged.refetch}>
          {t('startup.retry')}
        </button>
      </section>
    );
  }
  if (paged.games.length === 0) {
    return (
      <p className="games-empty muted" data-testid="games-empty">
        {t('games.empty')}
      </p>
    );
  }
  return (
    <>
      <GameGrid games={paged.games} label={label} />
      {paged.nextFailed ? (
        <div className="games-more" role="alert">
          <p>{t('games.failed')}</p>
          <button type="button" className="button button-outline button-small" onClick={paged.fetchNextPage}>
            {t('startup.retry')}
          </button>
        </div>
      ) : paged.hasNextPage ? (
        <div ref={sentinel} className="games-more" data-testid="games-more">
          {paged.isFetchingNextPage ? <Spinner /> : null}
        </div>
      ) : (
        <p className="games-end muted" data-testid="games-end">
          {t('games.end')}
        </p>
      )}
    </>
  );
}
