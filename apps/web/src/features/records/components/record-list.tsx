import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLoadWhenNear } from '../../../lib/load-when-near.ts';
import { useTranslation } from '../../../lib/translation.ts';
import '../../../components/card-list.css';

// The body every record screen shares (issue 11 "Records"; spec 4 infinite scroll; decision
// 070): skeletons while the first page loads, an alert with retry when it fails, the empty state,
// the rows, pull to refresh, and the next page near the end.

interface Props<Item> {
  query: UseInfiniteQueryResult<InfiniteData<{ list: Item[]; nextCursor: string | null }>>;
  row: (item: Item) => ReactNode;
  itemKey: (item: Item) => string;
  label: string;
}

export function RecordList<Item>({ query, row, itemKey, label }: Props<Item>) {
  const { t } = useTranslation();
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const sentinel = useLoadWhenNear(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage);

  if (query.isPending) {
    return (
      <div className="records-skeleton" role="status" aria-busy="true" data-testid="records-loading">
        <span className="visually-hidden">{t('common.loading')}</span>
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <section className="card records-state" role="alert" data-testid="records-failed">
        <p>{t('records.failed')}</p>
        <button type="button" className="button button-outline" onClick={() => void query.refetch()}>
          {t('startup.retry')}
        </button>
      </section>
    );
  }
  const items = query.data.pages.flatMap((page) => page.list);
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
        <p className="card records-state muted" data-testid="records-empty">
          {t('records.empty')}
        </p>
      ) : (
        <ul className="card-list" aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)} data-testid="records-item">
              {row(item)}
            </li>
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <div ref={sentinel} className="records-more">
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
          <p className="records-end muted" data-testid="records-end">
            {t('records.end')}
          </p>
        )
      )}
    </PullToRefresh>
  );
}
