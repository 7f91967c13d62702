import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PagedList } from '../../../components/paged-list.tsx';
import { useTranslation } from '../../../lib/translation.ts';

// The body every record screen shares (issue 11 "Records"; spec 4 infinite scroll; decision
// 070): components/paged-list.tsx with the records' classes (records.css), four skeleton rows and
// the records' empty text.

interface Props<Item> {
  query: UseInfiniteQueryResult<InfiniteData<{ list: Item[]; nextCursor: string | null }>>;
  row: (item: Item) => ReactNode;
  itemKey: (item: Item) => string;
  label: string;
}

export function RecordList<Item>({ query, row, itemKey, label }: Props<Item>) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={query}
      row={row}
      itemKey={itemKey}
      label={label}
      empty={t('records.empty')}
      classPrefix="records"
      testIdPrefix="records"
      skeletons={4}
    />
  );
}
