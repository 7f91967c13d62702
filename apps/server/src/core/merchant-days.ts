import { validationError } from './errors.ts';

// The calendar days of a time zone, whatever zone the server runs in: every local day boundary
// the server computes is computed here. Record lists filter by the merchant's days (issue 11
// "Records", decision 069: a member in Yangon who picks "today" means Yangon's today), the
// cashier's daily withdrawal limits reset at their start (decision 065), and a lottery game's
// draws are numbered and timed from its zone's midnight (decision 088).

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one costs far more than using it); throws on an unknown zone. */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The local calendar fields of an instant in a time zone. */
export function localParts(ms: number, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year as number,
    month: parts.month as number,
    day: parts.day as number,
    hour: parts.hour as number,
    minute: parts.minute as number,
    second: parts.second as number,
  };
}

/** The zone's offset from UTC at `ms`, in ms (Intl does the DST arithmetic). */
function offsetMs(ms: number, timeZone: string): number {
  const p = localParts(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of a local wall time (month 1-12) in a time zone. The offset is looked up at a
 * first guess and again at the instant that guess gives, which differs on a DST-change day.
 */
export function zonedTime(y: number, m: number, d: number, h: number, min: number, timeZone: string): number {
  const wallAsUtc = Date.UTC(y, m - 1, d, h, min);
  const guess = wallAsUtc - offsetMs(wallAsUtc, timeZone);
  return wallAsUtc - offsetMs(guess, timeZone);
}

const DAY_MS = 86_400_000;

/**
 * When the local day began: the first instant whose local date is that day. Where a DST change
 * falls at midnight (America/Havana, America/Santiago, Atlantic/Azores), midnight comes twice (the
 * first counts) or never (the day begins at the change, at 01:00).
 */
function dayStart(year: number, month: number, day: number, timeZone: string): number {
  const wallAsUtc = Date.UTC(year, month - 1, day);
  // The offsets in force a day either side of midnight: around a change they differ, and the
  // day's first instant is midnight at one of the two.
  const [early, late] = [DAY_MS, -DAY_MS]
    .map((away) => wallAsUtc - offsetMs(wallAsUtc - away, timeZone))
    .sort((a, b) => a - b) as [number, number];
  return localParts(early, timeZone).day === day ? early : late;
}

/** A local calendar day and the instant it began. */
export interface LocalDay {
  /** The day's first instant, ms since the epoch. */
  start: number;
  year: number;
  month: number;
  day: number;
}

/** The local day `offsetDays` after the one holding the instant `ms` (0: that day itself). */
export function localDay(ms: number, timeZone: string, offsetDays = 0): LocalDay {
  const p = localParts(ms, timeZone);
  // Calendar arithmetic on the date alone: Date.UTC rolls day 32 into the next month.
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day + offsetDays));
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  return { start: dayStart(year, month, day, timeZone), year, month, day };
}

/** When the local day `date` (YYYY-MM-DD) began in `timeZone`, as an instant. */
export function localDayStart(date: string, timeZone: string): Date {
  const midnight = new Date(`${date}T00:00:00Z`);
  return new Date(
    dayStart(midnight.getUTCFullYear(), midnight.getUTCMonth() + 1, midnight.getUTCDate(), timeZone),
  );
}

/** Inclusive local dates as a half-open range of instants [start, end). */
export function localDateRange(
  range: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): { start?: Date; end?: Date } {
  const next = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return {
    ...(range.from ? { start: localDayStart(range.from, timeZone) } : {}),
    ...(range.to ? { end: localDayStart(next(range.to), timeZone) } : {}),
  };
}

/**
 * A record list's `from` and `to` as instants, after checking that each names a real day: the
 * shared schema checks the shape only, so 2026-02-30 is refused here.
 */
export function recordDateRange(
  range: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): { start?: Date; end?: Date } {
  for (const field of ['from', 'to'] as const) {
    const date = range[field];
    const time = date ? Date.parse(`${date}T00:00:00Z`) : 0;
    if (date && (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date)) {
      throw validationError(field, 'not a calendar date');
    }
  }
  return localDateRange(range, timeZone);
}

/** When the merchant's day holding `now` began (decision 065: daily limits reset at local midnight). */
export function merchantDayStart(timeZone: string, now: Date = new Date()): Date {
  return new Date(localDay(now.getTime(), timeZone).start);
}

/** The merchant's local date (YYYY-MM-DD) at `now`. */
export function merchantDate(timeZone: string, now: Date = new Date()): string {
  const p = localParts(now.getTime(), timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
