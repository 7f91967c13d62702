// The merchant's calendar days, whatever zone the server runs in. Record lists filter by them
// (issue 11 "Records", decision 069: a member in Yangon who picks "today" means Yangon's today) and
// the cashier's daily withdrawal limits reset at their start (decision 065).

/** The zone's offset from UTC at `at`, in minutes (Intl does the DST arithmetic). */
function offsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** When the local day `date` (YYYY-MM-DD) began in `timeZone`, as an instant. */
export function localDayStart(date: string, timeZone: string): Date {
  const midnightAsUtc = Date.parse(`${date}T00:00:00Z`);
  const guess = midnightAsUtc - offsetMinutes(timeZone, new Date(midnightAsUtc)) * 60_000;
  // The offset at local midnight itself, which differs on a DST-change day.
  return new Date(midnightAsUtc - offsetMinutes(timeZone, new Date(guess)) * 60_000);
}

/** Inclusive local dates as a half-open range of instants [start, end). */
export function localDateRange(
  range: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): { start?: Date; end?: Date } {
  const next = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    ...(range.from ? { start: localDayStart(range.from, timeZone) } : {}),
    ...(range.to ? { end: localDayStart(next(range.to), timeZone) } : {}),
  };
}

/** When the merchant's day holding `now` began (decision 065: daily limits reset at local midnight). */
export function merchantDayStart(timeZone: string, now: Date = new Date()): Date {
  const local = new Date(now.getTime() + offsetMinutes(timeZone, now) * 60_000);
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const guess = midnightAsUtc - offsetMinutes(timeZone, now) * 60_000;
  // The offset at midnight itself, which differs from now's on a DST-change day.
  return new Date(midnightAsUtc - offsetMinutes(timeZone, new Date(guess)) * 60_000);
}

/** The merchant's local date (YYYY-MM-DD) at `now`. */
export function merchantDate(timeZone: string, now: Date = new Date()): string {
  const local = new Date(now.getTime() + offsetMinutes(timeZone, now) * 60_000);
  return local.toISOString().slice(0, 10);
}
