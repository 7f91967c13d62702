import { useState } from 'react';
import { PeriodChips } from '../../../components/period-chips.tsx';
import { customRange, type DateRange } from '../../../lib/record-period.ts';
import { useTranslation } from '../../../lib/translation.ts';

// The period of a record screen (issue 11 "Records"; decision 070): today, 7 days, 30 days, or
// two dates. Native date inputs: the phone's own picker, in its language, no library.

export function RangeFilter({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  return (
    <section className="records-filter" aria-label={t('records.period')}>
      <PeriodChips
        value={value}
        onChange={(range) => {
          setEditing(false);
          onChange(range);
        }}
        name="records"
        testId="records"
        labelled={false}
        custom={{
          pressed: editing || value.preset === 'custom',
          onPick: () => {
            setFrom(value.from);
            setTo(value.to);
            setEditing(true);
          },
        }}
      />
      {editing && (
        <form
          className="records-custom"
          onSubmit={(event) => {
            event.preventDefault();
            if (!from && !to) return;
            setEditing(false);
            onChange(customRange(from, to));
          }}
        >
          <label>
            <span>{t('records.range.from')}</span>
            <input
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              data-testid="records-from"
            />
          </label>
          <label>
            <span>{t('records.range.to')}</span>
            <input type="date" value={to} onChange={(e) => setTo(e.target.value)} data-testid="records-to" />
          </label>
          <button type="submit" className="button button-primary button-small">
            {t('records.range.apply')}
          </button>
        </form>
      )}
      {value.preset === 'custom' && !editing && (
        <p className="records-period muted" data-testid="records-period">
          <bdi>{value.from}</bdi> – <bdi>{value.to}</bdi>
        </p>
      )}
    </section>
  );
}
