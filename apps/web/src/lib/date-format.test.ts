import { describe, expect, it } from 'vitest';
import { dateFormatter, formatsDatesIn } from './date-format.ts';

// Node has full ICU data, so a language this browser lacks is made up: "qaa" is a code the
// standard keeps for private use, which no ICU has data for.
const AT = Date.UTC(2026, 10, 24, 6, 5);

describe('dates in the reader’s language (issue 10)', () => {
  it('uses the language’s own format when the ICU data has it', () => {
    expect(formatsDatesIn('en')).toBe(true);
    expect(dateFormatter('en', { date: true, time: false }, 'UTC').format(AT)).toBe('Nov 24, 2026');
    expect(dateFormatter('de', { date: true, time: true }, 'UTC').format(AT)).toBe('24.11.2026, 06:05');
  });

  it('falls back to year-month-day and a 24-hour time, never English words, when it lacks it', () => {
    expect(formatsDatesIn('qaa')).toBe(false);
    expect(dateFormatter('qaa', { date: true, time: false }, 'UTC').format(AT)).toBe('2026-11-24');
    expect(dateFormatter('qaa', { date: true, time: true }, 'UTC').format(AT)).toBe('2026-11-24, 06:05');
  });

  it('formats in the time zone it is given', () => {
    expect(dateFormatter('qaa', { date: true, time: true }, 'Asia/Yangon').format(AT)).toBe(
      '2026-11-24, 12:35',
    );
  });
});
