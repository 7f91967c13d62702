import type { TransactionKind } from '@lobby/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type DateRange, defaultRange } from '../../../lib/record-period.ts';
import { useSearchParams } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { transactionsQueryOptions } from '../api/record-queries.ts';
import { KindFilter } from '../components/kind-filter.tsx';
import { RangeFilter } from '../components/range-filter.tsx';
import { RecordList } from '../components/record-list.tsx';
import { TransactionRow } from '../components/record-rows.tsx';
import { useRecordsLiveUpdates } from '../live-updates.ts';
import './records.css';

/** /m/transaction/record, the account record (spec 2.9 TRANSREC3, 2.6 `?types=A`; decision 070). */
export function TransactionRecordScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const agent = search.get('types') === 'A';
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const [kinds, setKinds] = useState<TransactionKind[]>([]);
  const query = useInfiniteQuery(transactionsQueryOptions(range, kinds, agent));
  useRecordsLiveUpdates();
  return (
    <main className="page-content records" data-testid="records-transactions">
      <RangeFilter value={range} onChange={setRange} />
      <KindFilter agent={agent} value={kinds} onChange={setKinds} />
      <RecordList
        query={query}
        label={t('titles.transactionRecord')}
        itemKey={(item) => item.id}
        row={(item) => <TransactionRow item={item} />}
      />
    </main>
  );
}
