import { RECORDS_TIME_ZONE } from '@lobby/shared';

// The record screens' period filter (issue 11 "Records", decisions 069, 070; the betting record,
// decision 085): today, 7 days, 30 days or two chosen dates, always the merchant's calendar days,
// so the screen and the server mean the same "today" whatever zone the phone is set to.

export const RANGE_PRESETS = ['today', 'days7', 'days30', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** The presets without two chosen dates (the betting record offers only these). */
export const FIXED_RANGE_PRESETS = ['today', 'days7', 'days30'] as const satisfies readonly RangePreset[];

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

/** `date` moved by whole days, calendar arithmetic on the date alone (no zone, no DST). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A preset's range ending today; "7 days" is today and the 6 days before it. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: Date = new Date()): DateRange {
  const today = merchantDate(now);
  const back = { today: 0, days7: 6, days30: 29 }[preset];
  return { preset, from: addDays(today, -back), to: today };
}

/** Two chosen dates in either order; an empty one takes the other's value. */
export function customRange(a: string, b: string): DateRange {
  const first = a || b;
  const second = b || a;
  return first <= second
    ? { preset: 'custom', from: first, to: second }
    : { preset: 'custom', from: second, to: first };
}

/** The default period of every record screen (decision 070): the last 7 days. */
export const defaultRange = (now: Date = new Date()) => presetRange('days7', now);
