import type { GameRecordDetail } from '@lobby/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Sheet } from '../../../components/sheet.tsx';
import { groupAmount } from '../../../lib/group-amount.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { gameRecordQueryOptions } from '../api/game-record-queries.ts';
import { fairData, otherEntries, showValue } from '../fair-data.ts';
import { RoundNet, RoundTime, StateBadge } from './record-parts.tsx';

// A round's detail sheet (spec 7 "Orders: detail, third-party game record"; decision 085): the
// round, its wallet movements, the provably fair data of an in-house round (or the vendor's own
// data) and the vendor's page for the round, where a fair round is verified.

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="gr-dl-row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Long hex and ids: left to right, breaking anywhere, selectable. */
const Code = ({ children }: { children: ReactNode }) => (
  <bdi dir="ltr" className="gr-code">
    {children}
  </bdi>
);

/** A lottery bet's own fields (issue 13), shown with their names; the rest stay in the provider's list. */
const LOTTERY_KEYS = ['numero', 'betType', 'content', 'result'] as const;

function DetailBody({ round }: { round: GameRecordDetail }) {
  const { t } = useTranslation();
  const fair = fairData(round.detail);
  const lottery = round.product === 'LOTTERY' && round.detail ? round.detail : null;
  const other = otherEntries(round.detail, fair !== null).filter(
    ([key]) => !(lottery && LOTTERY_KEYS.includes(key as (typeof LOTTERY_KEYS)[number])),
  );
  return (
    <div className="gr-detail" data-testid="game-records-detail">
      <dl className="gr-dl">
        <Row label={t('gameRecords.detail.game')}>
          <bdi>{round.gameName || t(`gameRecords.product.${round.product}`)}</bdi>
        </Row>
        <Row label={t('gameRecords.detail.vendor')}>
          <bdi>{round.vendorName}</bdi> · {t(`gameRecords.product.${round.product}`)}
        </Row>
        <Row label={t('gameRecords.detail.roundId')} testId="game-records-round-id">
          <Code>{round.roundId}</Code>
        </Row>
        <Row label={t('gameRecords.detail.opened')}>
          <RoundTime at={round.openedAt} />
        </Row>
        {round.settledAt !== null && (
          <Row label={t('gameRecords.detail.settled')}>
            <RoundTime at={round.settledAt} />
          </Row>
        )}
        <Row label={t('gameRecords.detail.state')}>
          <StateBadge state={round.state} />
        </Row>
        <Row label={t('gameRecords.detail.stake')}>{groupAmount(round.stake)}</Row>
        <Row label={t('gameRecords.detail.win')}>{groupAmount(round.win)}</Row>
        {round.refunded !== '0.00' && (
          <Row label={t('gameRecords.detail.refunded')}>{groupAmount(round.refunded)}</Row>
        )}
        <Row label={t('gameRecords.detail.net')}>
          <RoundNet round={round} />
        </Row>
      </dl>

      <h3>{t('gameRecords.detail.movements')}</h3>
      <ul className="gr-moves">
        {round.transactions.map((move) => (
          <li key={move.transactionId} data-testid="game-records-move">
            <span className="gr-row-line">
              <span>{t(`gameRecords.move.${move.kind}`)}</span>
              <bdi className="gr-money">{groupAmount(move.amount)}</bdi>
            </span>
            <span className="gr-row-line gr-meta">
              <RoundTime at={move.createdAt} />
              <Code>{move.transactionId}</Code>
            </span>
          </li>
        ))}
      </ul>

      {lottery && (
        <>
          <h3>{t('gameRecords.lottery.title')}</h3>
          <dl className="gr-dl gr-dl-stack" data-testid="game-records-lottery">
            {LOTTERY_KEYS.map((key) => (
              <Row key={key} label={t(`gameRecords.lottery.${key}`)}>
                <Code>{showValue(lottery[key])}</Code>
              </Row>
            ))}
          </dl>
        </>
      )}
      {fair && (
        <>
          <h3>{t('gameRecords.fair.title')}</h3>
          <dl className="gr-dl gr-dl-stack" data-testid="game-records-fair">
            <Row label={t('gameRecords.fair.serverSeedHash')}>
              <Code>{fair.serverSeedHash}</Code>
            </Row>
            <Row label={t('gameRecords.fair.serverSeed')} testId="game-records-server-seed">
              {fair.serverSeed ? <Code>{fair.serverSeed}</Code> : t('gameRecords.fair.hidden')}
            </Row>
            <Row label={t('gameRecords.fair.clientSeed')}>
              <Code>{fair.clientSeed}</Code>
            </Row>
            <Row label={t('gameRecords.fair.nonce')}>
              <Code>{fair.nonce}</Code>
            </Row>
            <Row label={t('gameRecords.fair.outcome')}>
              <Code>{showValue(fair.outcome)}</Code>
            </Row>
          </dl>
        </>
      )}
      {other.length > 0 && (
        <>
          <h3>{t('gameRecords.detail.vendorData')}</h3>
          <dl className="gr-dl gr-dl-stack">
            {other.map(([key, value]) => (
              <Row key={key} label={key}>
                <Code>{value}</Code>
              </Row>
            ))}
          </dl>
        </>
      )}
      {round.vendorRecordUrl && (
        <a
          className="button button-primary gr-verify"
          href={round.vendorRecordUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="game-records-verify"
        >
          {fair ? t('gameRecords.fair.verify') : t('gameRecords.detail.vendorPage')}
        </a>
      )}
    </div>
  );
}

export function RoundDetailSheet({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({ ...gameRecordQueryOptions(id ?? '', currentLanguage()), enabled: id !== null });
  return (
    <Sheet open={id !== null} onClose={onClose} title={t('gameRecords.detail.title')} side="bottom">
      {id === null ? null : query.isPending ? (
        <p className="gr-state muted" role="status">
          {t('common.loading')}
        </p>
      ) : query.isError ? (
        <section className="gr-state" role="alert">
          <p>{t('gameRecords.detail.failed')}</p>
          <button type="button" className="button button-outline" onClick={() => void query.refetch()}>
            {t('startup.retry')}
          </button>
        </section>
      ) : (
        <DetailBody round={query.data} />
      )}
    </Sheet>
  );
}
