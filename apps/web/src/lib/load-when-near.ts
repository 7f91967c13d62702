import { useEffect, useRef } from 'react';

// spec 4 "Infinite-scroll trigger": the next page loads once the end of the list comes within
// 500 px of the viewport, at most once a second (issue 11 "Records").

export const NEAR_END_PX = 500;
export const LOAD_THROTTLE_MS = 1000;

/** Calls `load` at most once per `ms`; a call inside the window is dropped, not queued. */
export function throttle(load: () => void, ms: number, now: () => number = Date.now): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < ms) return;
    last = at;
    load();
  };
}

/**
 * A ref for a sentinel after the list: while `enabled`, its coming near the viewport loads the
 * next page (the screen keeps a button too, for a browser without IntersectionObserver).
 */
export function useLoadWhenNear(load: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const throttled = useRef(throttle(() => loadRef.current(), LOAD_THROTTLE_MS));
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) throttled.current();
      },
      { rootMargin: `${NEAR_END_PX}px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
