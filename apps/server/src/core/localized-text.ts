import { FALLBACK_LANGUAGE, type LanguageCode, type LocalizedText } from '@lobby/shared';

/**
 * The language an item is shown in (decision 043): the reader's, else the merchant default's,
 * else English, else the first the operator wrote (by code, so the same every time). Chosen by
 * the title, so a title and its content never mix two languages.
 */
export function chooseLanguage(
  title: LocalizedText,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
): LanguageCode | undefined {
  const written = (code: LanguageCode) => Boolean(title[code]);
  if (written(language)) return language;
  if (written(defaultLanguage)) return defaultLanguage;
  if (written(FALLBACK_LANGUAGE)) return FALLBACK_LANGUAGE;
  return (Object.keys(title) as LanguageCode[]).filter(written).sort()[0];
}

/** Title and content of one item in the chosen language; undefined when it has no title at all. */
export function localize(
  item: { title: LocalizedText; content: LocalizedText },
  language: LanguageCode,
  defaultLanguage: LanguageCode,
): { title: string; content: string } | undefined {
  const chosen = chooseLanguage(item.title, language, defaultLanguage);
  if (!chosen) return undefined;
  return { title: item.title[chosen] ?? '', content: item.content[chosen] ?? '' };
}
