import { RECORDS_TIME_ZONE } from '@lobby/shared';

// The betting record's periods (decision 085, as the record screens' of decision 070): today,
// 7 days (the default) or 30 days, counted in the merchant's calendar days like the server's
// filter, whatever zone the phone is set to.

export const RANGE_PRESETS = ['today', 'days7', 'days30'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DateRange {
  preset: RangePreset;
  /** Inclusive YYYY-MM-DD in the merchant's zone. */
  from: string;
  to: string;
}

/** The merchant's date at `now`, YYYY-MM-DD (en-CA writes ISO dates). */
export function merchantDate(now: Date, timeZone: string = RECORDS_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A preset's range ending today; "7 days" is today and the 6 days before it. */
export function presetRange(preset: RangePreset, now: Date = new Date()): DateRange {
  const today = merchantDate(now);
  const back = { today: 0, days7: 6, days30: 29 }[preset];
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
  return { preset, from, to: today };
}
