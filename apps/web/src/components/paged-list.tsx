import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLoadWhenNear } from '../lib/load-when-near.ts';
import { useTranslation } from '../lib/translation.ts';
import './card-list.css';

// The body of a paged list (spec 4 infinite scroll; decisions 070 and 085): skeletons while the
// first page loads, an alert with retry when it fails, the empty state, the rows on one card,
// pull to refresh, and the next page when the end comes within 500 px (lib/load-when-near.ts).
// The record screens and /m/gameRecord draw it with their own classes and test ids.

interface Props<Item> {
  query: UseInfiniteQueryResult<InfiniteData<{ list: Item[] }>>;
  row: (item: Item) => ReactNode;
  itemKey: (item: Item) => string;
  /** The list's accessible name. */
  label: string;
  empty: string;
  /** Classes `${classPrefix}-skeleton`, `-state`, `-more` and `-end` (the screen's stylesheet). */
  classPrefix: string;
  /** Test ids `${testIdPrefix}-loading`, `-failed`, `-empty`, `-item` and `-end`. */
  testIdPrefix: string;
  /** How many skeleton rows stand in for the first page (at most four). */
  skeletons: 1 | 2 | 3 | 4;
}

const SKELETON_KEYS = ['a', 'b', 'c', 'd'];

export function PagedList<Item>(props: Props<Item>) {
  const { query, row, itemKey, label, empty, classPrefix: c, testIdPrefix: id, skeletons } = props;
  const { t } = useTranslation();
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const sentinel = useLoadWhenNear(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage);

  if (query.isPending) {
    return (
      <div className={`${c}-skeleton`} role="status" aria-busy="true" data-testid={`${id}-loading`}>
        <span className="visually-hidden">{t('common.loading')}</span>
        {SKELETON_KEYS.slice(0, skeletons).map((key) => (
          <span key={key} aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <section className={`card ${c}-state`} role="alert" data-testid={`${id}-failed`}>
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
        <p className={`card ${c}-state muted`} data-testid={`${id}-empty`}>
          {empty}
        </p>
      ) : (
        <ul className="card-list" aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)} data-testid={`${id}-item`}>
              {row(item)}
            </li>
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <div ref={sentinel} className={`${c}-more`}>
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
          <p className={`${c}-end muted`} data-testid={`${id}-end`}>
            {t('records.end')}
          </p>
        )
      )}
    </PullToRefresh>
  );
}
