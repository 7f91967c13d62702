import type { LanguageCode, LocalizedText } from '@lobby/shared';
import { currentLanguage } from './i18n.ts';
import { useStartupConfig } from './startup-config.ts';
import { useTranslation } from './translation.ts';

/**
 * Merchant content in the reader's language (decision 038): the current language's text, else
 * the merchant's default language's, else English's, else any there is.
 */
export function pickLocalizedText(
  text: LocalizedText,
  language: LanguageCode,
  fallback: LanguageCode,
): string {
  return text[language] ?? text[fallback] ?? text.EN ?? Object.values(text).find(Boolean) ?? '';
}

/** `localized(text)` in the current language; the component re-renders when the language changes. */
export function useLocalizedText(): (text: LocalizedText) => string {
  useTranslation();
  const { languages } = useStartupConfig();
  const language = currentLanguage();
  return (text) => pickLocalizedText(text, language, languages.default);
}
