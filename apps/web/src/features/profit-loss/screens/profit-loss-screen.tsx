import type { ProfitLossResponse, ProfitLossRow } from '@lobby/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PeriodChips } from '../../../components/period-chips.tsx';
import { dateFormatter } from '../../../lib/date-format.ts';
import { groupAmount } from '../../../lib/group-amount.ts';
import { type DateRange, presetRange } from '../../../lib/record-period.ts';
import { useLanguageTag, useTranslation } from '../../../lib/translation.ts';
import { groupByDay, signedNet } from '../amounts.ts';
import { profitLossQueryOptions } from '../api/profit-loss-queries.ts';
import './profit-loss.css';

// /m/profitandloss (spec 2.9 PERSREP; issue 13; decision 097): the period chips of the records,
// a totals card, then each day with its products. Product names are the betting record's words.

function Net({ net, testId, big }: { net: string; testId?: string; big?: boolean }) {
  const { text, tone } = signedNet(net);
  return (
    <bdi className={`pl-amount pl-amount-${tone}${big ? ' pl-amount-big' : ''}`} data-testid={testId}>
      {text}
    </bdi>
  );
}

function Totals({ total }: { total: ProfitLossResponse['total'] }) {
  const { t } = useTranslation();
  return (
    <section className="card pl-totals" data-testid="profit-loss-totals" aria-label={t('profitLoss.total')}>
      <div className="pl-net-line">
        <span className="pl-label">{t('profitLoss.net')}</span>
        <Net net={total.net} testId="profit-loss-total-net" big />
      </div>
      <dl className="pl-figures">
        <div>
          <dt>{t('profitLoss.stake')}</dt>
          <dd className="pl-money">{groupAmount(total.stake)}</dd>
        </div>
        <div>
          <dt>{t('profitLoss.win')}</dt>
          <dd className="pl-money">{groupAmount(total.win)}</dd>
        </div>
        <div>
          <dt>{t('profitLoss.bets')}</dt>
          <dd className="pl-money">{total.bets}</dd>
        </div>
      </dl>
    </section>
  );
}

function ProductLine({ row }: { row: ProfitLossRow }) {
  const { t } = useTranslation();
  return (
    <li className="pl-product" data-testid="profit-loss-product">
      <div className="pl-row-line">
        <span className="pl-product-name">{t(`gameRecords.product.${row.product}`)}</span>
        <Net net={row.net} />
      </div>
      <div className="pl-row-line pl-meta">
        <span>
          {t('profitLoss.stake')} <bdi className="pl-money">{groupAmount(row.stake)}</bdi>
        </span>
        <span>
          {t('profitLoss.win')} <bdi className="pl-money">{groupAmount(row.win)}</bdi>
        </span>
        <span>
          {t('profitLoss.bets')} <bdi className="pl-money">{row.bets}</bdi>
        </span>
      </div>
    </li>
  );
}

function Days({ rows }: { rows: readonly ProfitLossRow[] }) {
  const tag = useLanguageTag();
  const format = dateFormatter(tag, { date: true, time: false }, 'UTC');
  return (
    <>
      {groupByDay(rows).map((group) => {
        const net = group.rows.reduce((sum, row) => sum + toMinor(row.net), 0);
        return (
          <section key={group.day} className="card pl-day" data-testid="profit-loss-day">
            <header className="pl-row-line pl-day-head">
              <time dateTime={group.day}>{format.format(Date.parse(`${group.day}T00:00:00Z`))}</time>
              <Net net={fromMinor(net)} />
            </header>
            <ul className="pl-products">
              {group.rows.map((row) => (
                <ProductLine key={row.product} row={row} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

const toMinor = (amount: string): number => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) return 0;
  const minor = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -minor : minor;
};
const fromMinor = (minor: number): string => {
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** /m/profitandloss (spec 2.9 PERSREP; decision 097). */
export function ProfitLossScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => presetRange('days7'));
  const query = useQuery(profitLossQueryOptions(range));
  return (
    <main className="page-content profit-loss" data-testid="profit-loss">
      <PeriodChips value={range} onChange={setRange} name="pl" testId="profit-loss" />
      {query.isPending ? (
        <div className="pl-skeleton" role="status" aria-busy="true" data-testid="profit-loss-loading">
          <span className="visually-hidden">{t('common.loading')}</span>
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </div>
      ) : query.isError ? (
        <section className="card pl-state" role="alert" data-testid="profit-loss-failed">
          <p>{t('records.failed')}</p>
          <button type="button" className="button button-outline" onClick={() => void query.refetch()}>
            {t('startup.retry')}
          </button>
        </section>
      ) : (
        <>
          <Totals total={query.data.total} />
          {query.data.rows.length === 0 ? (
            <p className="card pl-state muted" data-testid="profit-loss-empty">
              {t('profitLoss.empty')}
            </p>
          ) : (
            <Days rows={query.data.rows} />
          )}
        </>
      )}
    </main>
  );
}
