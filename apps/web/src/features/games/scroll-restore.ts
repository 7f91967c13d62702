import { useEffect, useRef } from 'react';

// spec 2.11 (decision 083): a game list comes back at its scroll position after a back
// navigation. The position is kept per list URL in sessionStorage and restored once the
// list has drawn (its pages are still in the query cache, so the height is there).

const PREFIX = 'games-scroll:';

export function useScrollRestore(key: string, ready: boolean) {
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const saved = Number(sessionStorage.getItem(PREFIX + key) ?? 0);
    if (saved > 0) window.scrollTo(0, saved);
  }, [key, ready]);
  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        try {
          sessionStorage.setItem(PREFIX + key, String(Math.round(window.scrollY)));
        } catch {
          // Not kept: the list opens at the top.
        }
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [key]);
}
