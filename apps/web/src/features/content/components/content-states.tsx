import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation.ts';

// The loading, failed and empty states of the content screens (/m/notice, /m/help).

export function ContentLoading() {
  const { t } = useTranslation();
  return (
    <div className="content-skeleton" aria-busy="true" data-testid="content-loading">
      <span className="visually-hidden">{t('common.loading')}</span>
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
    </div>
  );
}

export function ContentFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card content-state" role="alert">
      <p>{text}</p>
      <button type="button" className="button button-outline" onClick={onRetry}>
        {t('startup.retry')}
      </button>
    </section>
  );
}

export function ContentEmpty({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="card content-state muted" data-testid={testId}>
      {text}
    </p>
  );
}

/** What ContentPage reads of a query (TanStack Query's result, paged or not). */
interface ContentQuery<D> {
  isPending: boolean;
  isError: boolean;
  data: D | undefined;
  refetch: () => unknown;
}

interface ContentPageProps<D, T> {
  query: ContentQuery<D>;
  /** The items of the query's answer. */
  items: (data: D) => T[];
  failedText: string;
  emptyText: string;
  emptyTestId: string;
  /** The page once there is at least one item. */
  children: (items: T[]) => ReactNode;
}

/** A content screen's page: loading, then failed (with a retry), empty, or its items. */
export function ContentPage<D, T>({
  query,
  items,
  failedText,
  emptyText,
  emptyTestId,
  children,
}: ContentPageProps<D, T>) {
  let body: ReactNode;
  if (query.isPending) body = <ContentLoading />;
  else if (query.isError || query.data === undefined) {
    body = <ContentFailed text={failedText} onRetry={() => void query.refetch()} />;
  } else {
    const list = items(query.data);
    body = list.length === 0 ? <ContentEmpty text={emptyText} testId={emptyTestId} /> : children(list);
  }
  return <main className="page-content">{body}</main>;
}
