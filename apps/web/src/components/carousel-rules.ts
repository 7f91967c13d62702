// The pure rules of Home's carousels (spec 2.4, 9): the banner carousel and the hot-match strip.

/** spec 2.4, 9: a carousel auto-advances and loops only with more than one slide. */
export function carouselLoops(count: number): boolean {
  return count > 1;
}

/** What holds autoplay back: a finger or focus on it, a hidden tab, or a reader who asked for less motion. */
export interface AutoplayHold {
  touching: boolean;
  hidden: boolean;
  reducedMotion: boolean;
}

/** Autoplay runs with more than one slide and nothing holding it back. */
export function autoplayRuns(count: number, hold: AutoplayHold): boolean {
  return carouselLoops(count) && !hold.touching && !hold.hidden && !hold.reducedMotion;
}

/** The slide after `index`: the last wraps to the first; one slide (or none) stays at 0. */
export function nextSlide(index: number, count: number): number {
  if (!carouselLoops(count)) return 0;
  return (index + 1) % count;
}

/**
 * The slide a scrolled track shows: its offset in slide widths, rounded, kept in range. The
 * offset is negative in a right-to-left page, hence its size.
 */
export function slideAt(scrollOffset: number, slideWidth: number, count: number): number {
  if (count === 0 || slideWidth <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollOffset) / slideWidth)));
}
