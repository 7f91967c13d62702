import { RECORDS_TIME_ZONE } from '@lobby/shared';
import { dateFormatter } from '../../../lib/date-format.ts';
import { useLanguageTag, useTranslation } from '../../../lib/translation.ts';
import { signedAmount } from '../amounts.ts';

// Pieces of a record row: the time in the member's language and the merchant's zone (the zone
// the period filter counts days in, decision 070), the signed amount, the state badge.

export function RecordTime({ at }: { at: number }) {
  const tag = useLanguageTag();
  return (
    <time className="records-time" dateTime={new Date(at).toISOString()}>
      {dateFormatter(tag, { date: true, time: true }, RECORDS_TIME_ZONE).format(at)}
    </time>
  );
}

/** Money that did not move: a refused, failed or called-off record, a voided transfer. */
const UNMOVED = new Set(['rejected', 'failed', 'cancelled', 'voided']);

export function RecordAmount({
  amount,
  out = false,
  state,
}: {
  amount: string;
  out?: boolean;
  state: string;
}) {
  const { text, tone } = signedAmount(amount, out, !UNMOVED.has(state));
  return (
    <bdi className={`records-amount records-amount-${tone}`} data-testid="records-amount">
      {text}
    </bdi>
  );
}

/** Tones: waiting, good (money moved as asked), bad (refused or failed), neutral (called off). */
const TONES: Record<string, string> = {
  pending: 'wait',
  posted: 'good',
  approved: 'good',
  paid: 'good',
  rejected: 'bad',
  failed: 'bad',
  voided: 'neutral',
  cancelled: 'neutral',
};

export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <span className={`records-badge records-badge-${TONES[state] ?? 'neutral'}`} data-testid="records-state">
      {t(`records.state.${state}`)}
    </span>
  );
}
