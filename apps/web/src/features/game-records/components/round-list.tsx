import type { GameRecord, GameRecordsResponse } from '@lobby/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { PullToRefresh } from 'antd-mobile';
import { useLoadWhenNear } from '../../../lib/load-when-near.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { RoundRow } from './round-row.tsx';
import '../../../components/card-list.css';

// The list body of /m/gameRecord (decision 085, as the record screens' of decision 070):
// skeletons while the first page loads, an alert with retry, the empty state, the rounds, pull
// to refresh, and the next page when the end comes within 500 px (lib/load-when-near.ts).

interface Props {
  query: UseInfiniteQueryResult<InfiniteData<GameRecordsResponse>>;
  onOpen: (id: string) => void;
}

export function RoundList({ query, onOpen }: Props) {
  const { t } = useTranslation();
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const sentinel = useLoadWhenNear(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage);

  if (query.isPending) {
    return (
      <div className="gr-skeleton" role="status" aria-busy="true" data-testid="game-records-loading">
        <span className="visually-hidden">{t('common.loading')}</span>
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <section className="card gr-state" role="alert" data-testid="game-records-failed">
        <p>{t('records.failed')}</p>
        <button type="button" className="button button-outline" onClick={() => void query.refetch()}>
          {t('startup.retry')}
        </button>
      </section>
    );
  }
  const items: GameRecord[] = query.data.pages.flatMap((page) => page.list);
  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
      pullingText={t('records.pull.pulling')}
      canReleaseText={t('records.pull.release')}
      refreshingText={t('records.pull.refreshing')}
      completeText={t('records.pull.done')}
    >
      {items.length === 0 ? (
        <p className="card gr-state muted" data-testid="game-records-empty">
          {t('gameRecords.empty')}
        </p>
      ) : (
        <ul className="card-list" aria-label={t('titles.gameRecord')}>
          {items.map((item) => (
            <li key={item.id} data-testid="game-records-item">
              <RoundRow item={item} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <div ref={sentinel} className="gr-more">
          <button
            type="button"
            className="button button-outline button-small"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t('common.loading') : t('records.loadMore')}
          </button>
        </div>
      ) : (
        items.length > 0 && (
          <p className="gr-end muted" data-testid="game-records-end">
            {t('records.end')}
          </p>
        )
      )}
    </PullToRefresh>
  );
}
