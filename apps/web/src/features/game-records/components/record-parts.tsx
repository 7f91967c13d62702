import { type GameRecord, RECORDS_TIME_ZONE } from '@lobby/shared';
import { dateFormatter } from '../../../lib/date-format.ts';
import { useLanguageTag, useTranslation } from '../../../lib/translation.ts';
import { roundNet } from '../amounts.ts';

// Pieces of a round's row and detail: its time in the merchant's zone and the member's language
// (as the record screens, decision 070), the net amount, the state badge.

export function RoundTime({ at }: { at: number }) {
  const tag = useLanguageTag();
  return (
    <time className="gr-time" dateTime={new Date(at).toISOString()}>
      {dateFormatter(tag, { date: true, time: true }, RECORDS_TIME_ZONE).format(at)}
    </time>
  );
}

export function RoundNet({ round }: { round: Pick<GameRecord, 'stake' | 'win' | 'refunded' | 'state'> }) {
  const { text, tone } = roundNet(round);
  return (
    <bdi className={`gr-amount gr-amount-${tone}`} data-testid="game-records-net">
      {text}
    </bdi>
  );
}

const TONES = { open: 'wait', settled: 'good', refunded: 'neutral' } as const;

export function StateBadge({ state }: { state: GameRecord['state'] }) {
  const { t } = useTranslation();
  return (
    <span className={`gr-badge gr-badge-${TONES[state]}`} data-testid="game-records-state">
      {t(`gameRecords.state.${state}`)}
    </span>
  );
}
