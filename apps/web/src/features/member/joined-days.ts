// spec 2.9 "joined on day n": n whole days since regDate, counted in calendar days of the
// viewer's time zone (decision 055), so a member who registered late yesterday reads 1 today
// and a DST change never makes a day of 23 or 25 hours count wrong.

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date of `time` in `timeZone`, as a day number (days since 1970-01-01). */
function localDay(time: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(time);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/** Whole calendar days from `regDate` to `now` in `timeZone`; 0 on the day of registration, never negative. */
export function daysSinceJoined(regDate: number, now: number, timeZone: string): number {
  return Math.max(0, localDay(now, timeZone) - localDay(regDate, timeZone));
}

/** The viewer's time zone, as the browser knows it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
