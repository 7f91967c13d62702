import { type LanguageCode, TIMINGS } from '@lobby/shared';
import { useEffect, useState } from 'react';
import { currentLanguage, onLanguageChanged } from '../../../lib/i18n.ts';

/**
 * The language the lottery menus are asked in: the app language, 200 ms after its last change
 * (spec 4 "reloads on language change, debounced 200 ms"; decision 094). It is part of the
 * query keys, so a settled change fetches the menus once.
 */
export function useMenuLanguage(): LanguageCode {
  const [language, setLanguage] = useState(currentLanguage);
  useEffect(() => {
    let timer: number | undefined;
    const off = onLanguageChanged(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setLanguage(currentLanguage()), TIMINGS.languageDebounceMs);
    });
    return () => {
      window.clearTimeout(timer);
      off();
    };
  }, []);
  return language;
}
