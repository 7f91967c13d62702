import { useEffect, useRef, useSyncExternalStore } from 'react';
import { autoplayRuns } from './carousel-rules.ts';

// The timer behind Home's carousels (spec 2.4, 9): one slide's wait, restarted by every change
// of slide, held while a finger or focus is on the carousel, while the tab is hidden and for a
// reader who asked for less motion.

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(listener: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** True while the reader's system asks for reduced motion. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

function subscribeVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

function usePageHidden(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

/** Calls `advance` `intervalMs` after slide `index` shows, while autoplay may run. */
export function useAutoplay(
  options: { count: number; index: number; intervalMs: number; held: boolean },
  advance: () => void,
): void {
  const hidden = usePageHidden();
  const reducedMotion = useReducedMotion();
  const runs = autoplayRuns(options.count, { touching: options.held, hidden, reducedMotion });
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  const { index, intervalMs } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide (an autoplayed one or a swipe) restarts the wait.
  useEffect(() => {
    if (!runs) return;
    const timer = window.setTimeout(() => latest.current(), intervalMs);
    return () => window.clearTimeout(timer);
  }, [runs, index, intervalMs]);
}
