import { TIMINGS } from '@lobby/shared';
import { useEffect, useRef } from 'react';
import { onLanguageChanged } from '../../lib/translation.ts';

/** spec 2.5: `recheck` runs 200 ms after the last of a burst of language changes. */
export function useLanguageRecheck(enabled: boolean, recheck: () => void): void {
  const latest = useRef(recheck);
  latest.current = recheck;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onLanguageChanged(() => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), TIMINGS.languageDebounceMs);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [enabled]);
}
