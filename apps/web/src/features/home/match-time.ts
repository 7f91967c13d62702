// spec 2.4, 9: a hot match's time reads MM/DD HH:mm in the viewer's time zone.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    // hourCycle h23: midnight is 00, never 24; Latin digits, as the spec's pattern writes them.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    formats.set(key, format);
  }
  return format;
}

/** `matchTime` (ms) as MM/DD HH:mm; `timeZone` defaults to the viewer's own. */
export function formatMatchTime(matchTime: number, timeZone?: string): string {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(matchTime)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
}
