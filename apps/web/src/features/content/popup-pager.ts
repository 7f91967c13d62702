// spec 4: the announcement popup's pages. Apart from popup-selection.ts, which Home's first
// paint carries, so that only the lazily loaded dialog holds this.

export interface PagerState {
  /** "n / total", 1-based. */
  label: string;
  previousDisabled: boolean;
  nextDisabled: boolean;
}

/** spec 4: pages go previous/next; previous is disabled on the first page (next on the last). */
export function pagerState(index: number, total: number): PagerState {
  return {
    label: `${index + 1} / ${total}`,
    previousDisabled: index <= 0,
    nextDisabled: index >= total - 1,
  };
}
