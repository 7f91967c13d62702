import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  type LanguageCode,
  languageInfo,
  STORAGE_KEYS,
} from '@lobby/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

// One locale file per language (docs/decisions/001). Each is its own chunk: a visitor
// downloads the chosen language and the English fallback, nothing else.
const locales = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json');

function localeLoader(code: LanguageCode) {
  return locales[`../locales/${code.toLowerCase()}.json`];
}

export const i18n = i18next.createInstance();

// i18next names languages by their BCP 47 tag (my, zh-Hant, ur-Latn); the merchant's codes
// (MY, ZH-TW, UR-LATN) map to and from those tags here and nowhere else.
const tagOf = (code: LanguageCode) => languageInfo(code).tag;

async function loadBundle(code: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(tagOf(code), 'translation')) return;
  const load = localeLoader(code);
  if (!load) return;
  const module = await load();
  i18n.addResourceBundle(tagOf(code), 'translation', module.default, true, true);
}

/** The language kept in local storage (spec 1), if it is one we know. */
export function storedLanguage(): LanguageCode | null {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return stored && isLanguageCode(stored) ? stored : null;
}

/**
 * spec 1: the stored choice if the merchant supports it, else the merchant's default.
 * Before the configuration is known, the stored choice or the spec default.
 */
export function chooseLanguage(
  stored: LanguageCode | null,
  merchant?: { default: LanguageCode; supported: readonly LanguageCode[] },
): LanguageCode {
  if (!merchant) return stored ?? DEFAULT_LANGUAGE;
  return stored && merchant.supported.includes(stored) ? stored : merchant.default;
}

function applyToDocument(code: LanguageCode): void {
  const info = languageInfo(code);
  document.documentElement.lang = info.tag;
  document.documentElement.dir = info.dir;
}

export async function initI18n(code: LanguageCode): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: tagOf(code),
    fallbackLng: tagOf(FALLBACK_LANGUAGE),
    load: 'currentOnly',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  try {
    await Promise.all([loadBundle(FALLBACK_LANGUAGE), loadBundle(code)]);
  } catch {
    // Offline at first load: the start-up gate shows its service-error page and retries.
  }
  applyToDocument(code);
}

/** Switches at once, without a reload; `remember` keeps the choice in local storage. */
export async function setLanguage(code: LanguageCode, remember: boolean): Promise<void> {
  await loadBundle(code);
  await i18n.changeLanguage(tagOf(code));
  applyToDocument(code);
  if (remember) localStorage.setItem(STORAGE_KEYS.language, code);
}

export function currentLanguage(): LanguageCode {
  const tag = i18n.language?.toLowerCase();
  return LANGUAGES.find((l) => l.tag.toLowerCase() === tag)?.code ?? DEFAULT_LANGUAGE;
}
