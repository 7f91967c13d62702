import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type DateRange, defaultRange } from '../../../lib/record-period.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { depositsQueryOptions } from '../api/record-queries.ts';
import { RangeFilter } from '../components/range-filter.tsx';
import { RecordList } from '../components/record-list.tsx';
import { DepositRow } from '../components/record-rows.tsx';
import { useRecordsLiveUpdates } from '../live-updates.ts';
import './records.css';

/** /m/vouReport, the deposit record (spec 2.9 DEPRECM3, 7 "deposit: records"; decision 070). */
export function DepositReportScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const query = useInfiniteQuery(depositsQueryOptions(range));
  useRecordsLiveUpdates();
  return (
    <main className="page-content records" data-testid="records-deposits">
      <RangeFilter value={range} onChange={setRange} />
      <RecordList
        query={query}
        label={t('titles.vouReport')}
        itemKey={(item) => item.id}
        row={(item) => <DepositRow item={item} />}
      />
    </main>
  );
}
