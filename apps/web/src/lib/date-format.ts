// Dates in the reader's language (notices, messages: issue 10). A browser's ICU data may lack a
// language: Chromium's lacks Burmese, Khmer, Lao and Nepali, and Intl then formats in English
// ("Nov 24, 2026"), an English month name on a Burmese page. Such a language gets the numeric
// year-month-day form instead, which reads the same in every language.

type Parts = { date: boolean; time: boolean };

/** Whether this browser can format dates in `tag` itself. */
export function formatsDatesIn(tag: string): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
}

/**
 * A formatter for dates (and times) in `tag`: the language's own medium date and short time
 * when the browser knows it, else 2026-11-24 (and 14:05, 24-hour).
 */
export function dateFormatter(tag: string, { date, time }: Parts, timeZone?: string): Intl.DateTimeFormat {
  const zone = timeZone ? { timeZone } : {};
  if (formatsDatesIn(tag)) {
    return new Intl.DateTimeFormat(tag, {
      ...(date ? { dateStyle: 'medium' } : {}),
      ...(time ? { timeStyle: 'short' } : {}),
      ...zone,
    });
  }
  // en-CA writes dates as ISO 8601 does (2026-11-24); h23 keeps the time free of AM/PM.
  return new Intl.DateTimeFormat('en-CA', {
    ...(date ? { year: 'numeric', month: '2-digit', day: '2-digit' } : {}),
    ...(time ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    ...zone,
  });
}
