import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type DateRange, defaultRange } from '../../../lib/record-period.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { withdrawalsQueryOptions } from '../api/record-queries.ts';
import { RangeFilter } from '../components/range-filter.tsx';
import { RecordList } from '../components/record-list.tsx';
import { WithdrawalRow } from '../components/record-rows.tsx';
import { useRecordsLiveUpdates } from '../live-updates.ts';
import './records.css';

/** /m/withdrawReport, the withdrawal record (spec 2.9 WITHREC3, 7 "withdraw: report"; decision 070). */
export function WithdrawReportScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const query = useInfiniteQuery(withdrawalsQueryOptions(range));
  useRecordsLiveUpdates();
  return (
    <main className="page-content records" data-testid="records-withdrawals">
      <RangeFilter value={range} onChange={setRange} />
      <RecordList
        query={query}
        label={t('titles.withdrawReport')}
        itemKey={(item) => item.id}
        row={(item) => <WithdrawalRow item={item} />}
      />
    </main>
  );
}
