import { i18n } from './i18n.ts';

// The app's one door to translations in components: they import `useTranslation` and `Trans`
// from here, so the i18n library behind it can change without touching them (issue 7).
export { Trans, useTranslation } from 'react-i18next';

/** Calls `listener` after every language change; returns the unsubscribe. */
export function onLanguageChanged(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}
