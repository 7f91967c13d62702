import type { Announcement } from '@lobby/shared';

// spec 2.4: the announcement ticker, a marquee of announcement titles.

/** The ticker reads the player notices (PL) and banner announcements (B) of Home's content, in order. */
export function tickerTitles(announcements: readonly Pick<Announcement, 'type' | 'title'>[]): string[] {
  return announcements
    .filter((a) => a.type === 'PL' || a.type === 'B')
    .map((a) => a.title.trim())
    .filter(Boolean);
}

/** Seconds to cross the screen once, then a character's width more per character: the same speed for any length. */
const CROSSING_SECONDS = 6;
const SECONDS_PER_CHARACTER = 0.15;

/** How long one pass of the marquee takes for text of this many characters. */
export function tickerSeconds(characters: number): number {
  return Math.round((CROSSING_SECONDS + Math.max(0, characters) * SECONDS_PER_CHARACTER) * 10) / 10;
}
